/**
 * The preview's words for one row: what its review and watchlist entry will become, the
 * Letterboxd rating next to what Marquee stores, its dates, and the film's other reviews that
 * Marquee's one review per film leaves out.
 */
import { formatLongDate } from '@marquee/shared/format';
import { starsLabel } from '../parse/letterboxd-rating';
import type { ExistingReviews, PlannedFilm } from './plan-import';
import { reviewOutcome, watchlistOutcome } from './row-outcome';

export interface RowDescription {
  /** What is written, one line per kind. */
  lines: string[];
  /** What the member should know about those lines. */
  notes: string[];
  /** The user already reviewed the film on Marquee, and the row would change it or keeps it. */
  reviewedBefore: boolean;
}

/** `2024-03-02` as `March 2, 2024`, the day as Letterboxd logged it. */
export function letterboxdDay(day: string): string {
  return formatLongDate(new Date(`${day}T00:00:00Z`), 'utc');
}

const was = (stars: number | null) => (stars === null ? '' : ` (${stars}★)`);
const on = (day: string | null | undefined) => (day ? ` · ${letterboxdDay(day)}` : '');

export function hasHalfStar(planned: PlannedFilm): boolean {
  const stars = planned.film.letterboxdRating;
  return typeof stars === 'number' && stars % 1 !== 0;
}

function reviewLine(planned: PlannedFilm, choice: ExistingReviews): string | null {
  const { film } = planned;
  const stars = `${film.rating ?? 0}★`;
  const text = film.review?.truncated ? 'text (cut to 2,000 characters)' : 'text';
  const outcome = reviewOutcome(planned, choice);
  switch (outcome.kind) {
    case 'none':
      return null;
    case 'no-rating':
      return 'Review not imported: it has no rating, and a Marquee review needs one';
    case 'new':
      return outcome.withText ? `Review ${stars} with ${text}${on(film.date)}` : `Rating ${stars}${on(film.date)}`;
    case 'same':
      return 'Review already on Marquee: nothing to change';
    case 'keep-yours':
      return 'Your Marquee review is kept';
    case 'replace':
      return `Replaces your review${was(outcome.from)} with ${stars} and Letterboxd’s ${text}${on(film.date)}`;
    case 'replace-rating':
      return outcome.keepsText
        ? `Replaces your rating${was(outcome.from)} with ${stars}; your review text is kept`
        : `Replaces your rating${was(outcome.from)} with ${stars}`;
  }
}

function watchlistLine(planned: PlannedFilm): string | null {
  const outcome = watchlistOutcome(planned);
  if (outcome === 'none') return null;
  return outcome === 'add' ? `Watchlist${on(planned.film.watchlistDate)}` : 'Already on your watchlist';
}

export function describeRow(planned: PlannedFilm, choice: ExistingReviews): RowDescription {
  const { film } = planned;
  const outcome = reviewOutcome(planned, choice);
  const writesRating = outcome.kind === 'new' || outcome.kind === 'replace' || outcome.kind === 'replace-rating';
  const notes: string[] = [];
  if (writesRating && hasHalfStar(planned) && typeof film.letterboxdRating === 'number')
    notes.push(`Letterboxd ${starsLabel(film.letterboxdRating)} is stored as ${film.rating}★: halves round up`);
  const others = film.setAsideReviews ?? [];
  if (others.length > 0 && film.review) {
    const kept = `${film.rewatch ? 'your rewatch’s review' : 'your newest review'}${film.date ? ` of ${letterboxdDay(film.date)}` : ''}`;
    notes.push(`${others.length + 1} Letterboxd reviews of this film: Marquee keeps one review per film, so ${kept} is the one imported`);
    for (const other of others)
      notes.push(
        `Not imported: the review${other.date ? ` of ${letterboxdDay(other.date)}` : ''}${other.rewatch ? ' (rewatch)' : ''}${other.excerpt ? ` “${other.excerpt}”` : ''}`,
      );
  }
  return {
    lines: [reviewLine(planned, choice), watchlistLine(planned)].filter((line): line is string => line !== null),
    notes,
    reviewedBefore: ['keep-yours', 'replace', 'replace-rating'].includes(outcome.kind),
  };
}
