import type { Review } from '@marquee/shared/reviews';
import { EMPTY_REVIEW_VALUES, type ReviewFormValues } from './review-schema';

/** The form's starting values for an existing review, or blanks for a new one. */
export function valuesFromReview(review: Review | null): ReviewFormValues {
  if (!review) return EMPTY_REVIEW_VALUES;
  return { rating: review.rating, reviewText: review.review_text ?? '', containsSpoilers: review.contains_spoilers };
}
