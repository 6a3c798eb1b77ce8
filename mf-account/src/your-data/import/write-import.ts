/**
 * Writes the chosen films in batches: each batch's reviews and watchlist rows are one upsert per
 * table (each all or nothing), so what a failure leaves is the batches before it, and the caller
 * learns how many films those held; running the import again completes it without duplicates. "Keep mine" never touches a review the user already has, even one
 * written since the preview; "Replace" overwrites rating, text and spoiler flag.
 */
import { toLibraryRowInput } from '@marquee/shared/library';
import type { SupabaseClient } from '@marquee/shared/supabase';
import { writeLetterboxdFilms } from './letterboxd-film-rows';
import type { ExistingReviews, PlannedFilm } from './plan-import';
import { willWriteReview } from './plan-import';

export const IMPORT_BATCH_SIZE = 50;

export class ImportError extends Error {
  constructor(
    message: string,
    readonly saved: number,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

/** The movie ids among `movieIds` the user has reviewed. */
export async function reviewedMovieIds(client: SupabaseClient, userId: string, movieIds: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let start = 0; start < movieIds.length; start += 200) {
    const { data, error } = await client
      .from('reviews')
      .select('movie_id')
      .eq('user_id', userId)
      .in('movie_id', movieIds.slice(start, start + 200));
    if (error) throw new Error(error.message);
    for (const row of data) found.add(row.movie_id);
  }
  return found;
}

function reviewRow(userId: string, { film, movie }: PlannedFilm) {
  return {
    user_id: userId,
    movie_id: movie.id,
    rating: film.rating as number,
    review_text: film.review?.stored ?? null,
    contains_spoilers: film.spoilers,
  };
}

async function writeBatch(client: SupabaseClient, userId: string, batch: readonly PlannedFilm[], existing: ExistingReviews): Promise<void> {
  const reviews = batch.filter(({ film }) => willWriteReview(film)).map((planned) => reviewRow(userId, planned));
  if (reviews.length > 0) {
    const { error } = await client
      .from('reviews')
      .upsert(reviews, { onConflict: 'user_id,movie_id', ignoreDuplicates: existing === 'keep' });
    if (error) throw new Error(error.message);
  }
  const watchlist = batch.filter(({ film }) => film.watchlist).map(({ movie }) => toLibraryRowInput(userId, movie));
  if (watchlist.length > 0) {
    const { error } = await client.from('watchlist').upsert(watchlist, { onConflict: 'user_id,movie_id', ignoreDuplicates: true });
    if (error) throw new Error(error.message);
  }
  await writeLetterboxdFilms(client, userId, batch);
}

/** Resolves with the number of films saved; rejects with ImportError saying how many were. */
export async function writeImport(
  client: SupabaseClient,
  userId: string,
  films: readonly PlannedFilm[],
  existing: ExistingReviews,
  onProgress?: (saved: number) => void,
): Promise<number> {
  let saved = 0;
  for (let start = 0; start < films.length; start += IMPORT_BATCH_SIZE) {
    const batch = films.slice(start, start + IMPORT_BATCH_SIZE);
    try {
      await writeBatch(client, userId, batch, existing);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ImportError(`The import stopped: ${reason}. ${saved} of ${films.length} films were saved.`, saved);
    }
    saved += batch.length;
    onProgress?.(saved);
  }
  return saved;
}
