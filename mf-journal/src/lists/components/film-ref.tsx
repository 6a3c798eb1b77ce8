/**
 * A list film's title, year and poster: from its row when the row has them, else from TMDb (a
 * list saved by ids only), cached and shared with the movie page.
 */
import { formatYear } from '@marquee/shared/format';
import { useMovieDetails } from '@marquee/shared/tmdb';
import type { ListFilm } from '../lib/list-editor';

export interface FilmRef {
  title: string;
  year: string;
  posterPath: string | null;
  loading: boolean;
}

export function useFilmRef(film: ListFilm): FilmRef {
  const details = useMovieDetails(film.tmdbId, { full: false, enabled: film.title === null });
  const title = film.title ?? details.data?.title ?? null;
  const releaseDate = film.title !== null ? film.releaseDate : (details.data?.release_date ?? null);
  return {
    title: title ?? `Film #${film.tmdbId}`,
    year: releaseDate ? formatYear(releaseDate) : '',
    posterPath: film.title !== null ? film.posterPath : (details.data?.poster_path ?? null),
    loading: film.title === null && details.isPending,
  };
}
