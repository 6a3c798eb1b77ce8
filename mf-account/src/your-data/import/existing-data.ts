/**
 * What the user already has on Marquee for the matched movies: their reviews (rating, text,
 * date) and watchlist entries, read before the preview so it can say what each row will become.
 */
import type { SupabaseClient } from '@marquee/shared/supabase';

export interface ExistingReview {
  rating: number;
  reviewText: string | null;
  reviewedAt: string;
}

export interface ExistingData {
  reviews: ReadonlyMap<number, ExistingReview>;
  watchlist: ReadonlySet<number>;
}

const CHUNK = 200;

export const NO_EXISTING_DATA: ExistingData = { reviews: new Map(), watchlist: new Set() };

export async function existingDataFor(client: SupabaseClient, userId: string, movieIds: readonly number[]): Promise<ExistingData> {
  const reviews = new Map<number, ExistingReview>();
  const watchlist = new Set<number>();
  for (let start = 0; start < movieIds.length; start += CHUNK) {
    const ids = movieIds.slice(start, start + CHUNK);
    const [reviewRows, watchlistRows] = await Promise.all([
      client.from('reviews').select('movie_id, rating, review_text, reviewed_at').eq('user_id', userId).in('movie_id', ids),
      client.from('watchlist').select('movie_id').eq('user_id', userId).in('movie_id', ids),
    ]);
    if (reviewRows.error) throw new Error(reviewRows.error.message);
    if (watchlistRows.error) throw new Error(watchlistRows.error.message);
    for (const row of reviewRows.data)
      reviews.set(row.movie_id, { rating: row.rating, reviewText: row.review_text, reviewedAt: row.reviewed_at });
    for (const row of watchlistRows.data) watchlist.add(row.movie_id);
  }
  return { reviews, watchlist };
}
