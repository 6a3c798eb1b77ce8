/** The filter panel's fixed choices (spec section 9): years, the rating range and its step. */

/** Spec section 9 counts the year list from 2025, not from today, so it is a constant. */
export const NEWEST_YEAR = 2025;
export const YEAR_COUNT = 125;

/** 2025, 2024, ... 1901. */
export const YEAR_OPTIONS: readonly number[] = Array.from({ length: YEAR_COUNT }, (_, index) => NEWEST_YEAR - index);

export const RATING_MIN = 0;
export const RATING_MAX = 10;
export const RATING_STEP = 0.5;
