/**
 * Finds each Letterboxd film in Marquee's movie database through the `tmdb-proxy` search (the
 * offline catalog or TMDb, whichever the function serves): by tmdbID when the file has one,
 * else by title (as written, then as `searchVariants` spells it), then `pickMatch` on title and
 * year. A few requests at a time; cancellable.
 */
import { TmdbApiError, getMovieDetails, searchMovies, type Movie, type TmdbClient } from '@marquee/shared/tmdb';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import { runPool, wait } from './run-pool';
import { searchVariants } from './title-forms';
import { pickMatch } from './title-match';

export const MATCH_CONCURRENCY = 3;
/** A rate-limited search waits as the proxy says, this many times at most. */
const RATE_LIMIT_RETRIES = 3;

export interface MatchedMovie {
  id: number;
  title: string;
  release_date: string;
  poster_path: string | null;
  vote_average: number;
}

export interface FilmMatch {
  film: LetterboxdFilm;
  movie: MatchedMovie | null;
}

/** The movie fields an import keeps (those of a list row). */
export function matchedMovie(movie: Pick<Movie, 'id' | 'title' | 'release_date' | 'poster_path' | 'vote_average'>): MatchedMovie {
  return {
    id: movie.id,
    title: movie.title,
    release_date: movie.release_date,
    poster_path: movie.poster_path,
    vote_average: movie.vote_average,
  };
}

async function withRateLimitRetries<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof TmdbApiError) || error.status !== 429 || attempt >= RATE_LIMIT_RETRIES) throw error;
      await wait((error.retryAfterSeconds ?? 5) * 1000, signal);
    }
  }
}

async function findMovie(client: TmdbClient, film: LetterboxdFilm, signal: AbortSignal): Promise<MatchedMovie | null> {
  if (film.tmdbId !== null) {
    const id = film.tmdbId;
    try {
      return matchedMovie(await withRateLimitRetries(() => getMovieDetails(id, { full: false }, client), signal));
    } catch (error) {
      if (error instanceof TmdbApiError && error.status === 404) return null;
      throw error;
    }
  }
  // The title as written, then other spellings of it, until one finds the film.
  for (const query of [film.name, ...searchVariants(film.name)]) {
    const page = await withRateLimitRetries(() => searchMovies(query, 1, client), signal);
    const match = pickMatch(page.results, film.name, film.year);
    if (match) return matchedMovie(match);
  }
  return null;
}

export function matchFilms(
  client: TmdbClient,
  films: readonly LetterboxdFilm[],
  options: { signal: AbortSignal; onProgress?: (done: number) => void },
): Promise<FilmMatch[]> {
  return runPool(films, MATCH_CONCURRENCY, async (film, signal) => ({ film, movie: await findMovie(client, film, signal) }), {
    signal: options.signal,
    onDone: options.onProgress,
  });
}
