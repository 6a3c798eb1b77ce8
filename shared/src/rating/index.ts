/**
 * The product's 1–5 star rating (`@marquee/shared/rating`): the input every form rates with, and
 * the read-only row every list shows a rating with.
 */
export { RATING_MAX } from './rating-max';
export { RatingStars } from './rating-stars';
export { StarRatingInput, type StarRatingInputProps } from './star-rating-input';
