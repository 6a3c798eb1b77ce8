/**
 * The header's bell for members: the number of unread notifications, asked every 20 seconds while
 * the page is open and whenever the window regains focus (react-query's polling, the same against
 * hosted Supabase), linking to `/notifications`. Loaded on its own, only for a signed-in member:
 * a guest downloads neither this code nor supabase-js for it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '@marquee/shared/routes';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { BellIcon, Box, IconButton } from '@marquee/shared/ui';

export const UNREAD_POLL_MS = 20_000;

export default function NotificationsBell({ userId }: { userId: string }) {
  const client = useSupabaseClient();
  const unread = useQuery({
    queryKey: ['notifications', userId, 'unread'],
    queryFn: async () => {
      const { count, error } = await client.from('notifications').select('id', { count: 'exact', head: true }).is('read_at', null);
      if (error) throw error;
      return count ?? 0;
    },
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const count = unread.data ?? 0;
  return (
    <IconButton
      asChild
      variant="ghost"
      size="sm"
      position="relative"
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
    >
      <RouterLink to={paths.notifications}>
        <BellIcon />
        {count > 0 ? (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0"
            insetEnd="0"
            minW="4"
            h="4"
            px="1"
            borderRadius="full"
            bg="orange.solid"
            color="orange.contrast"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="4"
            textAlign="center"
          >
            {count > 99 ? '99+' : count}
          </Box>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}
