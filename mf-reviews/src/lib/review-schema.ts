/** The review form's rules, with the product's messages verbatim. */
import * as yup from 'yup';
import { RATING_MAX, RATING_MIN } from '@marquee/shared/rating';
import { REVIEW_MESSAGES as M, REVIEW_TEXT_MIN } from './review-limits';
import { REVIEW_TEXT_MAX, parseReviewText, plainTextOf } from '@marquee/shared/rich-text';

export interface ReviewFormValues {
  rating: number;
  /** The editor's document, serialized; '' before anything was typed. */
  reviewText: string;
  containsSpoilers: boolean;
}

export const EMPTY_REVIEW_VALUES: ReviewFormValues = { rating: 0, reviewText: '', containsSpoilers: false };

const plainText = (value: string | undefined) => plainTextOf(parseReviewText(value)).trim();

export const reviewSchema = yup.object({
  rating: yup
    .number()
    .required(M.ratingRequired)
    .min(RATING_MIN, M.ratingRequired)
    .max(RATING_MAX, M.ratingRequired)
    .integer(M.ratingRequired),
  reviewText: yup
    .string()
    .default('')
    .test('min-length', M.textTooShort, (value) => {
      const text = plainText(value);
      return text.length === 0 || text.length >= REVIEW_TEXT_MIN;
    })
    .test('max-length', M.textTooLong, (value) => plainText(value).length <= REVIEW_TEXT_MAX),
  containsSpoilers: yup.boolean().default(false),
});
