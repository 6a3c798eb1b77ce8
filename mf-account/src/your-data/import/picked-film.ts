/**
 * A film the member found themselves for a miss: it leaves "Not found" and joins the planned
 * films, as a match would have, with what the member already has of that movie. A movie already
 * in the import is not planned twice.
 */
import type { MatchedMovie } from '../match/match-films';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import type { ExistingData } from './existing-data';
import { byName, plannedFilms, type PlannedFilm } from './plan-import';

export interface PreviewFilms {
  planned: PlannedFilm[];
  notFound: LetterboxdFilm[];
}

export function withPickedFilm<T extends PreviewFilms>(preview: T, film: LetterboxdFilm, movie: MatchedMovie, existing: ExistingData): T {
  if (preview.planned.some((planned) => planned.movie.id === movie.id)) return preview;
  if (!preview.notFound.some((missed) => missed.key === film.key)) return preview;
  return {
    ...preview,
    planned: [...preview.planned, ...plannedFilms([{ film, movie }], existing)].sort((a, b) => byName(a.film, b.film)),
    notFound: preview.notFound.filter((missed) => missed.key !== film.key),
  };
}
