import type { Tables } from '@marquee/shared/supabase';

/** A row of `reviews`. `review_text` holds the editor's serialized rich text. */
export type Review = Tables<'reviews'>;

/** The author embedded through `reviews.user_id → profiles`; null when the profile is gone. */
export interface ReviewAuthor {
  username: string | null;
  avatar_url: string | null;
}

export interface ReviewWithAuthor extends Review {
  author: ReviewAuthor | null;
}

/** A review as a signed-in reader sees it in a list: whether they like it. */
export interface ListedReview extends ReviewWithAuthor {
  liked_by_me: boolean;
}

/** The orders of a movie's reviews ("Sort reviews"). */
export type ReviewSort = 'newest' | 'highest' | 'lowest' | 'most_liked';

export const REVIEW_SORTS: readonly { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
  { value: 'most_liked', label: 'Most liked' },
];

/** A movie's members' rating: how many rated it, the average, and the count per star (5 to 1). */
export interface RatingSummary {
  count: number;
  /** One decimal; null without ratings. */
  average: number | null;
  /** Index 0 is 5 stars, index 4 is 1 star. */
  histogram: [number, number, number, number, number];
}

/** What a save sends: an insert without `id`, an update by `id`. */
export interface ReviewInput {
  id?: string;
  user_id: string;
  movie_id: number;
  rating: number;
  review_text: string | null;
  contains_spoilers: boolean;
}
