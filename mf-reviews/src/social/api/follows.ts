/**
 * Following and blocking a member, and the lists of a member's followers and of whom they
 * follow. The database keeps the counts (profiles.followers_count, following_count) and refuses a
 * follow of oneself or of someone who blocked you; the hooks only ask and refresh.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { communityKeys } from '@marquee/shared/reviews';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { socialKeys, type FollowDirection } from './social-keys';

export const FOLLOW_LIST_PAGE_SIZE = 30;

export async function isFollowing(client: SupabaseClient, followerId: string, followeeId: string): Promise<boolean> {
  const { data, error } = await client
    .from('follows')
    .select('followee_id')
    .eq('follower_id', followerId)
    .eq('followee_id', followeeId)
    .maybeSingle();
  if (error) throw error;
  return data !== null;
}

export function useIsFollowing(followerId: string | null, followeeId: string) {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({
      queryKey: socialKeys.follow(followerId ?? '', followeeId),
      queryFn: () => isFollowing(client, followerId ?? '', followeeId),
      enabled: followerId !== null && followerId !== followeeId,
      ...CACHE_TIMES.user,
    }),
  );
}

export async function setFollowing(client: SupabaseClient, followeeId: string, follow: boolean, followerId: string): Promise<void> {
  const { error } = follow
    ? await client.from('follows').insert({ followee_id: followeeId })
    : await client.from('follows').delete().eq('follower_id', followerId).eq('followee_id', followeeId);
  if (error) throw error;
}

/** Follow or unfollow; the profile (its counts) and the lists are read again afterwards. */
export function useSetFollowing() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ followerId, followeeId, follow }: { followerId: string; followeeId: string; follow: boolean }) =>
      setFollowing(client, followeeId, follow, followerId),
    onSuccess: (_data, { followerId, followeeId, follow }) => queryClient.setQueryData(socialKeys.follow(followerId, followeeId), follow),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
      ]),
  });
}

export async function hasBlocked(client: SupabaseClient, blockerId: string, blockedId: string): Promise<boolean> {
  const { data, error } = await client
    .from('blocks')
    .select('blocked_id')
    .eq('blocker_id', blockerId)
    .eq('blocked_id', blockedId)
    .maybeSingle();
  if (error) throw error;
  return data !== null;
}

export function useHasBlocked(blockerId: string | null, blockedId: string) {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({
      queryKey: socialKeys.block(blockerId ?? '', blockedId),
      queryFn: () => hasBlocked(client, blockerId ?? '', blockedId),
      enabled: blockerId !== null && blockerId !== blockedId,
      ...CACHE_TIMES.user,
    }),
  );
}

export function useSetBlocked() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ blockerId, blockedId, block }: { blockerId: string; blockedId: string; block: boolean }) => {
      const { error } = block
        ? await client.from('blocks').insert({ blocked_id: blockedId })
        : await client.from('blocks').delete().eq('blocker_id', blockerId).eq('blocked_id', blockedId);
      if (error) throw error;
    },
    onSuccess: (_data, { blockerId, blockedId, block }) => queryClient.setQueryData(socialKeys.block(blockerId, blockedId), block),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
        queryClient.invalidateQueries({ queryKey: socialKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}

export interface FollowListMember {
  user_id: string;
  username: string;
  avatar_url: string | null;
  followed_at: string;
}

export async function getFollowList(
  client: SupabaseClient,
  username: string,
  direction: FollowDirection,
  after: FollowListMember | null,
): Promise<FollowListMember[]> {
  const { data, error } = await client.rpc('follow_list', {
    profile_username: username,
    direction,
    page_size: FOLLOW_LIST_PAGE_SIZE,
    ...(after ? { before_at: after.followed_at, before_user: after.user_id } : {}),
  });
  if (error) throw error;
  return data ?? [];
}

export function useFollowList(username: string, direction: FollowDirection) {
  const client = useSupabaseClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: socialKeys.followList(username, direction),
      queryFn: ({ pageParam }) => getFollowList(client, username, direction, pageParam),
      initialPageParam: null as FollowListMember | null,
      getNextPageParam: (last: FollowListMember[]) => (last.length === FOLLOW_LIST_PAGE_SIZE ? (last.at(-1) ?? null) : null),
      ...CACHE_TIMES.user,
    }),
  );
}
