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

/** What a save sends: an insert without `id`, an update by `id`. */
export interface ReviewInput {
  id?: string;
  user_id: string;
  movie_id: number;
  rating: number;
  review_text: string | null;
  contains_spoilers: boolean;
}
