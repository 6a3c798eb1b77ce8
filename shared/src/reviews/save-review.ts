/** Inserts a review, or updates it by id, answering the saved row. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { reviewKeys } from './review-keys';
import type { Review, ReviewInput, ReviewWithAuthor } from './types';

export async function saveReview(client: SupabaseClient, { id, ...fields }: ReviewInput): Promise<Review> {
  const table = client.from('reviews');
  const query = id ? table.update(fields).eq('id', id).select().single<Review>() : table.insert(fields).select().single<Review>();
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export function useSaveReview() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => saveReview(client, input),
    onSuccess: async (review) => {
      // The saved row has no embedded author; the cached one keeps its own.
      queryClient.setQueryData<ReviewWithAuthor | null>(reviewKeys.mine(review.movie_id, review.user_id), (before) => ({
        ...review,
        author: before?.author ?? null,
      }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.movieList(review.movie_id) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.summary(review.movie_id) }),
      ]);
    },
  });
}
