/** Spec section 9: the review's limits and the draft's autosave delay. */
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_TEXT_MIN = 10;
/** The database's bound on the stored (serialized) text: `reviews_review_text_length`. */
export const REVIEW_TEXT_STORED_MAX = 20000;
export { RATING_MAX } from '@marquee/shared/rating';
export const DRAFT_DEBOUNCE_MS = 1000;
/** The counter warns once more than this share of the limit is used. */
export const REVIEW_TEXT_WARN_RATIO = 0.9;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please select a rating',
  textTooShort: 'Review must be at least 10 characters long',
  textTooLong: 'Review must be less than 2000 characters',
  limitReached: 'Character limit reached',
  signInRequired: 'Please log in to write a review for this movie.',
} as const;
