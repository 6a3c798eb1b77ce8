/** The signed-in user's review of a movie (one per user and movie) with its author, or null when they have none. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@marquee/shared/auth';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { reviewKeys } from './review-keys';
import { REVIEW_WITH_AUTHOR } from './get-movie-reviews';
import type { ReviewWithAuthor } from './types';

export async function getMyReview(client: SupabaseClient, movieId: number, userId: string): Promise<ReviewWithAuthor | null> {
  const { data, error } = await client
    .from('reviews')
    .select(REVIEW_WITH_AUTHOR)
    .eq('movie_id', movieId)
    .eq('user_id', userId)
    .maybeSingle<ReviewWithAuthor>();
  if (error) throw error;
  return data;
}

export function myReviewQueryOptions(client: SupabaseClient, movieId: number, userId: string | null) {
  return queryOptions({
    queryKey: reviewKeys.mine(movieId, userId),
    queryFn: () => (userId ? getMyReview(client, movieId, userId) : Promise.resolve(null)),
    enabled: Boolean(userId) && Number.isInteger(movieId) && movieId > 0,
    ...CACHE_TIMES.user,
  });
}

export function useMyReview(movieId: number) {
  const { user } = useAuth();
  return useQuery(myReviewQueryOptions(useSupabaseClient(), movieId, user?.id ?? null));
}
