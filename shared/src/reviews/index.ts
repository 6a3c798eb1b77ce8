/**
 * The reviews data layer (`@marquee/shared/reviews`): the row types, query keys and one module
 * per call with its fetcher and hook, all over the page's Supabase client.
 */
export type { ListedReview, RatingSummary, Review, ReviewAuthor, ReviewInput, ReviewSort, ReviewWithAuthor } from './types';
export { REVIEW_SORTS } from './types';
export { reviewKeys } from './review-keys';
export { REVIEWS_PAGE_SIZE, REVIEW_WITH_AUTHOR, getMovieReviews, useMovieReviews, type ReviewsPage } from './get-movie-reviews';
export { getRatingSummary, useRatingSummary } from './get-rating-summary';
export { getMyReview, myReviewQueryOptions, useMyReview } from './get-my-review';
export { saveReview, useSaveReview } from './save-review';
export { deleteReview, useDeleteReview } from './delete-review';
export { setReviewLike, useToggleReviewLike, type ToggleLikeInput } from './toggle-review-like';
export { getAlwaysShowSpoilers, setAlwaysShowSpoilers, useAlwaysShowSpoilers, useSetAlwaysShowSpoilers } from './spoiler-preference';
export { communityKeys } from './community-keys';
