/**
 * What an import row will become, decided before anything is written: the preview says it, the
 * writer does it and the result counts it. A row that brings only a rating never touches the
 * text of a review the user already has.
 */
import type { ExistingReviews, PlannedFilm } from './plan-import';

export type ReviewOutcome =
  /** No rating and no review: only the watchlist, if anything. */
  | { kind: 'none' }
  /** A review without a rating: Marquee needs one, so it is not imported. */
  | { kind: 'no-rating' }
  | { kind: 'new'; withText: boolean }
  /** The user has a review and chose to keep theirs. */
  | { kind: 'keep-yours' }
  /** Rating, text and dates become Letterboxd's. */
  | { kind: 'replace'; from: number | null }
  /** Only the rating becomes Letterboxd's; the user's text stays. */
  | { kind: 'replace-rating'; from: number | null; keepsText: boolean }
  /** Marquee already holds what the row brings. */
  | { kind: 'same' };

export type WatchlistOutcome = 'none' | 'add' | 'already';

function alreadyHeld({ film, existingReview }: PlannedFilm): boolean {
  if (!existingReview || existingReview.rating !== film.rating) return false;
  if (!film.review) return true;
  return existingReview.reviewText === film.review.stored && (film.date === null || existingReview.reviewedAt.slice(0, 10) === film.date);
}

export function reviewOutcome(planned: PlannedFilm, choice: ExistingReviews): ReviewOutcome {
  const { film, existingReview, hasExistingReview } = planned;
  if (film.rating === null) return film.review ? { kind: 'no-rating' } : { kind: 'none' };
  if (!hasExistingReview) return { kind: 'new', withText: film.review !== null };
  if (alreadyHeld(planned)) return { kind: 'same' };
  if (choice === 'keep') return { kind: 'keep-yours' };
  const from = existingReview?.rating ?? null;
  if (film.review) return { kind: 'replace', from };
  // Unknown text counts as text: a rating on its own never touches it either way.
  return { kind: 'replace-rating', from, keepsText: existingReview?.reviewText !== null };
}

export function watchlistOutcome({ film, onWatchlist }: PlannedFilm): WatchlistOutcome {
  if (!film.watchlist) return 'none';
  return onWatchlist ? 'already' : 'add';
}

const WRITES: ReadonlySet<ReviewOutcome['kind']> = new Set(['new', 'replace', 'replace-rating']);

export function writesReview(planned: PlannedFilm, choice: ExistingReviews): boolean {
  return WRITES.has(reviewOutcome(planned, choice).kind);
}

/** The row changes something on Marquee. */
export function writesAnything(planned: PlannedFilm, choice: ExistingReviews): boolean {
  return writesReview(planned, choice) || watchlistOutcome(planned) === 'add';
}
