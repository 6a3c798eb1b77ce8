/** Deletes one of the signed-in user's reviews by id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { reviewKeys } from './review-keys';
import type { Review } from './types';

export async function deleteReview(client: SupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('reviews').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteReview() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Pick<Review, 'id' | 'movie_id' | 'user_id'>) => deleteReview(client, review.id),
    onSuccess: async (_result, review) => {
      queryClient.setQueryData(reviewKeys.mine(review.movie_id, review.user_id), null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.movieList(review.movie_id) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.summary(review.movie_id) }),
      ]);
    },
  });
}
