/**
 * The member's notifications, newest first, 30 a page, with who acted; and "Mark all as read".
 * The database writes them (follow, like, comment) and shows each only to its recipient.
 */
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { socialKeys } from './social-keys';

export const NOTIFICATIONS_PAGE_SIZE = 30;
/** How often an open page asks again (react-query also asks when the window regains focus). */
export const NOTIFICATIONS_POLL_MS = 20_000;

export interface MemberNotification {
  id: string;
  kind: 'follow' | 'like' | 'comment';
  created_at: string;
  read_at: string | null;
  review_id: string | null;
  comment_id: string | null;
  movie_id: number | null;
  actor: { username: string; avatar_url: string | null } | null;
}

export async function getNotifications(client: SupabaseClient, offset: number): Promise<MemberNotification[]> {
  const { data, error } = await client
    .from('notifications')
    .select(
      'id, kind, created_at, read_at, review_id, comment_id, movie_id, actor:profiles!notifications_actor_id_fkey(username, avatar_url)',
    )
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + NOTIFICATIONS_PAGE_SIZE - 1);
  if (error) throw error;
  return (data ?? []) as MemberNotification[];
}

export function useNotifications(userId: string) {
  const client = useSupabaseClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: socialKeys.notifications(userId),
      queryFn: ({ pageParam }) => getNotifications(client, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: MemberNotification[], pages: MemberNotification[][]) =>
        last.length === NOTIFICATIONS_PAGE_SIZE ? pages.length * NOTIFICATIONS_PAGE_SIZE : null,
      refetchInterval: NOTIFICATIONS_POLL_MS,
      refetchOnWindowFocus: true,
      staleTime: 0,
    }),
  );
}

export function useMarkAllRead() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await client.from('notifications').update({ read_at: new Date().toISOString() }).is('read_at', null);
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
