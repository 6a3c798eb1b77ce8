/**
 * Letterboxd rates in half stars (0.5 to 5); Marquee in whole stars (1 to 5). Halves round up,
 * so 0.5 becomes 1 and 3.5 becomes 4. Anything else is no rating.
 */
import { RATING_MAX, RATING_MIN } from '@marquee/shared/rating';

/** Letterboxd's own scale: half stars up to five. */
const LETTERBOXD_MAX = 5;

/** The rating as Letterboxd gave it, in half stars from 0.5 to 5; null when there is none. */
export function letterboxdStarsFrom(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const rating = Number(text);
  if (!Number.isFinite(rating) || rating <= 0 || rating > LETTERBOXD_MAX) return null;
  return Math.min(LETTERBOXD_MAX, Math.max(0.5, Math.round(rating * 2) / 2));
}

/** Letterboxd's import also reads `Rating10` (1 to 10), twice the stars. */
export function letterboxdStarsFromTen(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const rating = Number(text);
  if (!Number.isFinite(rating) || rating <= 0 || rating > 2 * LETTERBOXD_MAX) return null;
  return letterboxdStarsFrom(String(rating / 2));
}

/** What Marquee stores for a Letterboxd rating: whole stars, halves rounded up. */
export function wholeStarsOf(stars: number): number {
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.ceil(stars)));
}

export function wholeStarsFrom(value: string | undefined): number | null {
  const stars = letterboxdStarsFrom(value);
  return stars === null ? null : wholeStarsOf(stars);
}

export function wholeStarsFromTen(value: string | undefined): number | null {
  const stars = letterboxdStarsFromTen(value);
  return stars === null ? null : wholeStarsOf(stars);
}

/** A rating as stars to read: 3.5 is "3½★", 4 is "4★". */
export function starsLabel(stars: number): string {
  const whole = Math.floor(stars);
  return `${whole === 0 ? '' : whole}${stars % 1 === 0 ? '' : '½'}★`;
}
