/**
 * "From people you follow": the `following_feed` rpc, ten events a page, each page after the
 * previous one's last event; and, for a member who follows nobody, `follow_suggestions`.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient, type Database, type SupabaseClient } from '@marquee/shared/supabase';
import { socialKeys } from './social-keys';

export const FEED_PAGE_SIZE = 10;

export type FeedEvent = Database['public']['Functions']['following_feed']['Returns'][number];

export async function getFeedPage(client: SupabaseClient, after: FeedEvent | null): Promise<FeedEvent[]> {
  const { data, error } = await client.rpc('following_feed', {
    page_size: FEED_PAGE_SIZE,
    ...(after ? { before_at: after.occurred_at, before_id: after.id } : {}),
  });
  if (error) throw error;
  return data ?? [];
}

export function useFollowingFeed(userId: string) {
  const client = useSupabaseClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: socialKeys.feed(userId),
      queryFn: ({ pageParam }) => getFeedPage(client, pageParam),
      initialPageParam: null as FeedEvent | null,
      getNextPageParam: (last: FeedEvent[]) => (last.length === FEED_PAGE_SIZE ? (last.at(-1) ?? null) : null),
      ...CACHE_TIMES.user,
    }),
  );
}

export function useFollowSuggestions(userId: string, enabled: boolean) {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({
      queryKey: socialKeys.suggestions(userId),
      queryFn: async () => {
        const { data, error } = await client.rpc('follow_suggestions', { max_count: 10 });
        if (error) throw error;
        return data ?? [];
      },
      enabled,
      ...CACHE_TIMES.user,
    }),
  );
}
