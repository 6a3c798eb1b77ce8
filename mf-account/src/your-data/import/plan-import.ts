/**
 * What an import will write for each matched film: its review (a rating is required, the text
 * optional) and its watchlist entry. Reviews the user already has are marked, and kept unless
 * the user chose to replace them.
 */
import type { FilmMatch, MatchedMovie } from '../match/match-films';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import type { ExistingData, ExistingReview } from './existing-data';

export type ExistingReviews = 'keep' | 'replace';

export interface PlannedFilm {
  film: LetterboxdFilm;
  movie: MatchedMovie;
  /** The user already reviewed this movie on Marquee. */
  hasExistingReview: boolean;
  /** That review, to say what replacing it changes. */
  existingReview?: ExistingReview | null;
  /** The movie is already on the user's watchlist. */
  onWatchlist?: boolean;
}

/** Matches for the same movie (two Letterboxd titles found one film) become one, the first kept. */
export function plannedFilms(matches: readonly FilmMatch[], existing: ExistingData): PlannedFilm[] {
  const seen = new Set<number>();
  const planned: PlannedFilm[] = [];
  for (const { film, movie } of matches) {
    if (!movie || seen.has(movie.id)) continue;
    seen.add(movie.id);
    const existingReview = existing.reviews.get(movie.id) ?? null;
    planned.push({
      film,
      movie,
      hasExistingReview: existingReview !== null,
      existingReview,
      onWatchlist: existing.watchlist.has(movie.id),
    });
  }
  return planned.sort((a, b) => byName(a.film, b.film));
}

/** Films in the order a reader scans a list: by title, then year. */
export function byName(a: LetterboxdFilm, b: LetterboxdFilm): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || (a.year ?? 0) - (b.year ?? 0);
}

export function willWriteReview(film: LetterboxdFilm): boolean {
  return film.rating !== null;
}
