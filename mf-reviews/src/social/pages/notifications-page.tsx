/**
 * `/notifications`: "{username} followed you", "{username} liked your review of {title}",
 * "{username} commented on your review of {title}", newest first, each linking to where it
 * happened, unread ones marked, and "Mark all as read". Asked again every 20 s and on focus.
 */
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { errorMessage } from '@marquee/shared/format';
import { LoadMoreButton, moviePath } from '@marquee/shared/movies';
import { buildPath, paths } from '@marquee/shared/routes';
import { AlertIcon, BellIcon, Box, Button, Heading, HStack, Link, Skeleton, Stack, StatePanel, Text, toaster } from '@marquee/shared/ui';
import { useMovieRef } from '../../community';
import { reviewAnchor } from '../../community';
import { timeAgo } from '../../community';
import { useMarkAllRead, useNotifications, type MemberNotification } from '../api/notifications';

function NotificationItem({ notification }: { notification: MemberNotification }) {
  const username = notification.actor?.username ?? 'Someone';
  const movieId = notification.movie_id ?? 0;
  const movie = useMovieRef({ movieId, title: notification.kind === 'follow' ? '' : null, posterPath: null });
  const title = movie.title ?? `Movie #${movieId}`;
  const text =
    notification.kind === 'follow'
      ? `${username} followed you`
      : notification.kind === 'like'
        ? `${username} liked your review of ${title}`
        : `${username} commented on your review of ${title}`;
  const to =
    notification.kind === 'follow'
      ? buildPath(paths.publicProfile, { username })
      : `${moviePath(movieId)}#${reviewAnchor(notification.review_id ?? '')}`;
  const unread = notification.read_at === null;
  return (
    <HStack as="li" gap="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Box w="2" h="2" borderRadius="full" bg={unread ? 'orange.solid' : 'transparent'} aria-hidden="true" flexShrink={0} />
      <Stack gap="0.5" flex="1" minW="0">
        <Link asChild fontWeight={unread ? 'semibold' : 'normal'}>
          <RouterLink to={to}>{movie.loading ? `${username} …` : text}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={notification.created_at}>{timeAgo(notification.created_at)}</time>
          {unread ? ' · Unread' : ''}
        </Text>
      </Stack>
    </HStack>
  );
}

function Notifications({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const markAll = useMarkAllRead();
  if (notifications.isPending) return <Skeleton height="40" />;
  if (notifications.isError)
    return (
      <StatePanel
        tone="error"
        icon={<AlertIcon />}
        title="Unable to load your notifications"
        description={errorMessage(notifications.error, 'Please try again in a moment.')}
        action={{ label: 'Try Again', onClick: () => void notifications.refetch() }}
      />
    );
  const all = notifications.data.pages.flat();
  if (all.length === 0)
    return (
      <StatePanel
        icon={<BellIcon />}
        title="No notifications yet"
        description="When someone follows you, likes or comments on your reviews, it shows here."
      />
    );
  return (
    <Stack gap="3">
      <Button
        alignSelf="flex-end"
        size="sm"
        variant="outline"
        loading={markAll.isPending}
        disabled={all.every((n) => n.read_at !== null)}
        onClick={() =>
          markAll.mutate(undefined, {
            onError: (error) => toaster.create({ type: 'error', title: 'Could not mark them read', description: error.message }),
          })
        }
      >
        Mark all as read
      </Button>
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Notifications">
        {all.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </Stack>
      <LoadMoreButton query={notifications} />
    </Stack>
  );
}

export default function NotificationsPage() {
  const { user } = useAuth();
  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <HStack>
        <Heading as="h1" size="2xl">
          Notifications
        </Heading>
      </HStack>
      {user ? <Notifications userId={user.id} /> : null}
    </Stack>
  );
}
