/**
 * The two Letterboxd files from the user's data. Reviews do not store the movie's title, so each
 * reviewed movie is looked up through the movie service (a few at a time), unless the user's
 * favorites or watchlist already hold it.
 */
import { getMovieDetails, type TmdbClient } from '@marquee/shared/tmdb';
import { runPool } from '../match/run-pool';
import { MATCH_CONCURRENCY } from '../match/match-films';
import type { UserData } from './collect-data';
import { reviewsCsv, watchlistCsv } from './letterboxd-csv';

export async function letterboxdFiles(
  client: TmdbClient,
  data: UserData,
  signal: AbortSignal,
): Promise<{ reviews: string; watchlist: string }> {
  const known = new Map<number, { title: string; release_date: string | null }>();
  for (const row of [...data.favorites, ...data.watchlist]) known.set(row.movie_id, row);
  const missing = [...new Set(data.reviews.map((review) => review.movie_id).filter((id) => !known.has(id)))];
  await runPool(
    missing,
    MATCH_CONCURRENCY,
    async (id) => {
      const movie = await getMovieDetails(id, { full: false }, client).catch(() => null);
      if (movie) known.set(id, { title: movie.title, release_date: movie.release_date || null });
    },
    { signal },
  );
  const reviews = data.reviews.map((review) => ({
    ...review,
    title: known.get(review.movie_id)?.title ?? '',
    release_date: known.get(review.movie_id)?.release_date ?? null,
  }));
  return { reviews: reviewsCsv(reviews), watchlist: watchlistCsv(data.watchlist) };
}
