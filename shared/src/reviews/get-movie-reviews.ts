/** A movie's reviews, newest first, each with its author's username and avatar. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { reviewKeys } from './review-keys';
import type { ReviewWithAuthor } from './types';

// Named by its foreign key: reviews and profiles are also related many-to-many through
// review_likes, and PostgREST refuses the ambiguous `profiles(...)` with PGRST201.
export const REVIEW_WITH_AUTHOR = '*, author:profiles!reviews_user_id_fkey(username, avatar_url)';

export async function getMovieReviews(client: SupabaseClient, movieId: number): Promise<ReviewWithAuthor[]> {
  const { data, error } = await client
    .from('reviews')
    .select(REVIEW_WITH_AUTHOR)
    .eq('movie_id', movieId)
    .order('created_at', { ascending: false })
    .returns<ReviewWithAuthor[]>();
  if (error) throw error;
  return data ?? [];
}

export function movieReviewsQueryOptions(client: SupabaseClient, movieId: number) {
  return queryOptions({
    queryKey: reviewKeys.movieList(movieId),
    queryFn: () => getMovieReviews(client, movieId),
    enabled: Number.isInteger(movieId) && movieId > 0,
    ...CACHE_TIMES.user,
  });
}

export function useMovieReviews(movieId: number) {
  return useQuery(movieReviewsQueryOptions(useSupabaseClient(), movieId));
}
