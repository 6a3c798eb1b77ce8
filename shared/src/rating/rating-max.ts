/** A rating is a whole number of stars from 1 to this. */
export const RATING_MAX = 5;
