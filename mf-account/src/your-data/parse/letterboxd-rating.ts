/**
 * Letterboxd rates in half stars (0.5 to 5); Marquee in whole stars (1 to 5). Halves round up,
 * so 0.5 becomes 1 and 3.5 becomes 4. Anything else is no rating.
 */
export function wholeStarsFrom(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const rating = Number(text);
  if (!Number.isFinite(rating) || rating <= 0 || rating > 5) return null;
  return Math.min(5, Math.max(1, Math.floor(rating + 0.5)));
}

/** Letterboxd's import also reads `Rating10` (1 to 10). */
export function wholeStarsFromTen(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const rating = Number(text);
  if (!Number.isFinite(rating) || rating <= 0 || rating > 10) return null;
  return wholeStarsFrom(String(rating / 2));
}
