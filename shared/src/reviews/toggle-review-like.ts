/**
 * Like or unlike another member's review. The lists showing it change at once (pressed state and
 * count); on failure they are put back as they were and the error reaches the caller. The
 * database keeps the real count (one like per user and review, never one's own).
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import type { ReviewsPage } from './get-movie-reviews';
import { reviewKeys } from './review-keys';

export interface ToggleLikeInput {
  reviewId: string;
  movieId: number;
  userId: string;
  /** The state to reach: true likes, false unlikes. */
  like: boolean;
}

export async function setReviewLike(client: SupabaseClient, { reviewId, userId, like }: Omit<ToggleLikeInput, 'movieId'>): Promise<void> {
  const { error } = like
    ? await client
        .from('review_likes')
        .upsert({ review_id: reviewId, user_id: userId }, { onConflict: 'review_id,user_id', ignoreDuplicates: true })
    : await client.from('review_likes').delete().eq('review_id', reviewId).eq('user_id', userId);
  if (error) throw error;
}

type ListData = InfiniteData<ReviewsPage, number>;

function withLike(data: ListData | undefined, reviewId: string, like: boolean): ListData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      reviews: page.reviews.map((review) =>
        review.id === reviewId && review.liked_by_me !== like
          ? { ...review, liked_by_me: like, likes_count: Math.max(0, review.likes_count + (like ? 1 : -1)) }
          : review,
      ),
    })),
  };
}

export function useToggleReviewLike() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ToggleLikeInput) => setReviewLike(client, input),
    onMutate: async ({ reviewId, movieId, like }) => {
      const lists = { queryKey: reviewKeys.movieList(movieId) };
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<ListData>(lists);
      queryClient.setQueriesData<ListData>(lists, (data) => withLike(data, reviewId, like));
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
  });
}
