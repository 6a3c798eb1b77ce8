/** A kept row as the movie cards show it: the row already holds what a card draws, so no TMDb call is made per movie. */
import type { MovieCardMovie } from '@marquee/shared/movies';
import type { LibraryRow } from './types';

export function toCardMovie(row: LibraryRow): MovieCardMovie {
  return {
    id: row.movie_id,
    title: row.title,
    poster_path: row.poster_path,
    release_date: row.release_date ?? '',
    vote_average: row.vote_average ?? 0,
  };
}
