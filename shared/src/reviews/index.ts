/**
 * The reviews data layer (`@marquee/shared/reviews`): the row types, query keys and one module
 * per call with its fetcher and hook, all over the page's Supabase client.
 */
export type { Review, ReviewAuthor, ReviewInput, ReviewWithAuthor } from './types';
export { reviewKeys } from './review-keys';
export { REVIEW_WITH_AUTHOR, getMovieReviews, movieReviewsQueryOptions, useMovieReviews } from './get-movie-reviews';
export { getMyReview, myReviewQueryOptions, useMyReview } from './get-my-review';
export { saveReview, useSaveReview } from './save-review';
export { deleteReview, useDeleteReview } from './delete-review';
