/**
 * A review's rating: whole stars from 1 to 5. The database refuses anything else
 * (`reviews_rating_range`); a test in this folder ties the two.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
