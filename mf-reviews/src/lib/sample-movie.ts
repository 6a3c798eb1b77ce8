/**
 * The demo page's sample movie. Its TMDb id differs between TMDb itself and the offline catalog,
 * so it is found at run time, through the same search the site uses, by title and year.
 */
import { parseMovieId } from '@marquee/shared/first-paint';
import { useSearchMovies, type Movie } from '@marquee/shared/tmdb';

export const SAMPLE_MOVIE = { title: 'The Shawshank Redemption', year: '1994' } as const;

/** The route's movie id, read as the movie page reads its own (`parseMovieId`), else null: the sample is wanted. */
export function routeMovieId(param: string | undefined): number | null {
  return parseMovieId(param) || null;
}

/** The sample among search results: its title in its year, else its title in any year. */
export function pickSample(results: readonly Pick<Movie, 'id' | 'title' | 'release_date'>[]): number | undefined {
  const sameTitle = results.filter((movie) => movie.title.toLowerCase() === SAMPLE_MOVIE.title.toLowerCase());
  return (sameTitle.find((movie) => movie.release_date?.startsWith(SAMPLE_MOVIE.year)) ?? sameTitle[0])?.id;
}

export interface DemoMovie {
  /** The movie to review; undefined while the sample is being looked up, or if it cannot be found. */
  movieId: number | undefined;
  /** What to call it when its details cannot be loaded. */
  fallbackTitle: string;
  /** The sample could not be found (search failed or has no such film). */
  unavailable: boolean;
}

export function useDemoMovie(param: string | undefined): DemoMovie {
  const explicit = routeMovieId(param);
  const search = useSearchMovies(SAMPLE_MOVIE.title, 1, { enabled: explicit === null });
  if (explicit !== null) return { movieId: explicit, fallbackTitle: `Movie #${explicit}`, unavailable: false };
  const sample = search.data ? pickSample(search.data.results) : undefined;
  return { movieId: sample, fallbackTitle: SAMPLE_MOVIE.title, unavailable: search.isError || (search.isSuccess && sample === undefined) };
}
