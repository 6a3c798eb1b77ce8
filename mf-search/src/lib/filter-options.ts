/** The filter panel's choices: years, the rating range and its step. */

/** The product's year list counts 125 years back from 2025 (the offline catalog keeps it so). */
export const NEWEST_YEAR = 2025;
export const YEAR_COUNT = 125;
export const OLDEST_YEAR = NEWEST_YEAR - YEAR_COUNT + 1;

/** Newest first, down to 1901; with live TMDb data, up to the data source's current year. */
export function yearOptions(currentYear: number = NEWEST_YEAR): readonly number[] {
  const newest = Math.max(NEWEST_YEAR, currentYear);
  return Array.from({ length: newest - OLDEST_YEAR + 1 }, (_, index) => newest - index);
}

/** 2025, 2024, ... 1901. */
export const YEAR_OPTIONS: readonly number[] = yearOptions();

export const RATING_MIN = 0;
export const RATING_MAX = 10;
export const RATING_STEP = 0.5;
