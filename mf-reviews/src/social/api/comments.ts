/**
 * Comments on a review, oldest first: read, posted and deleted. The database keeps them plain
 * text of 1–1,000 characters, at most 10 a member a minute, and decides who may delete one (its
 * author or the review's author); it hides the comments of members the reader blocked.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { reviewKeys } from '@marquee/shared/reviews';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { socialKeys } from './social-keys';

export const COMMENT_MAX_LENGTH = 1000;
/** At most this many comments show under a review (the newest beyond are not read). */
const COMMENTS_SHOWN = 200;

export interface ReviewComment {
  id: string;
  review_id: string;
  user_id: string;
  body: string;
  created_at: string;
  author: { username: string; avatar_url: string | null } | null;
}

export async function getComments(client: SupabaseClient, reviewId: string): Promise<ReviewComment[]> {
  const { data, error } = await client
    .from('review_comments')
    .select('id, review_id, user_id, body, created_at, author:profiles!review_comments_user_id_fkey(username, avatar_url)')
    .eq('review_id', reviewId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(COMMENTS_SHOWN);
  if (error) throw error;
  return (data ?? []) as ReviewComment[];
}

export function useComments(reviewId: string, enabled: boolean) {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({ queryKey: socialKeys.comments(reviewId), queryFn: () => getComments(client, reviewId), enabled, ...CACHE_TIMES.user }),
  );
}

export function usePostComment(reviewId: string) {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const { error } = await client.from('review_comments').insert({ review_id: reviewId, body });
      if (error) throw error;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.comments(reviewId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]),
  });
}

export function useDeleteComment(reviewId: string) {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) => {
      const { data, error } = await client.from('review_comments').delete().eq('id', commentId).select('id');
      if (error) throw error;
      if ((data ?? []).length === 0) throw new Error('You can delete only your comments and comments on your reviews.');
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.comments(reviewId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]),
  });
}
