/**
 * The profile's Activity tab: the user's own events, newest first, 20 at a time. mf-account's
 * profile page embeds it (`mf_reviews/ActivityFeed`).
 */
import { Link as RouterLink } from 'react-router';
import type { ActivityFeedProps } from '@marquee/shared/federation';
import { LoadMoreButton } from '@marquee/shared/movies';
import { RatingStars } from '@marquee/shared/rating';
import { buildPath, paths } from '@marquee/shared/routes';
import { Box, HStack, Link, ListIcon, Skeleton, SkeletonCircle, Stack, StatePanel, Text } from '@marquee/shared/ui';
import { useActivity, type ListActivityEvent, type MovieActivityEvent } from '../api/activity';
import { timeAgo } from '../lib/relative-time';
import { ActivityIcon } from './community-icons';
import { MoviePoster, MovieTitleLink, useMovieRef } from './movie-ref';

const BEFORE_TITLE: Record<MovieActivityEvent['kind'], string> = {
  reviewed: 'Reviewed',
  review_updated: 'Updated the review of',
  favorited: 'Added',
  watchlisted: 'Added',
  watched: 'Watched',
  rewatched: 'Rewatched',
};
const AFTER_TITLE: Record<MovieActivityEvent['kind'], string> = {
  reviewed: '',
  review_updated: '',
  favorited: 'to Favorites',
  watchlisted: 'to Watchlist',
  watched: '',
  rewatched: '',
};

function ActivityItem({ event }: { event: MovieActivityEvent }) {
  const movie = useMovieRef(event);
  return (
    <HStack as="li" gap="3" align="center" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <MoviePoster movieId={event.movieId} posterPath={movie.posterPath} width="10" />
      <Stack gap="1" flex="1" minW="0">
        <Text>
          {BEFORE_TITLE[event.kind]} <MovieTitleLink movieId={event.movieId} title={movie.title} loading={movie.loading} />
          {AFTER_TITLE[event.kind] ? ` ${AFTER_TITLE[event.kind]}` : ''}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
          {event.kind !== 'review_updated' && event.rating ? <RatingStars rating={event.rating} /> : null}
          <time dateTime={event.occurredAt}>{timeAgo(event.occurredAt)}</time>
        </HStack>
      </Stack>
    </HStack>
  );
}

/** "Created list {name}", the name linking to the list's page. */
function ListCreatedItem({ event, username }: { event: ListActivityEvent; username: string }) {
  return (
    <HStack as="li" gap="3" align="center" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Box w="10" flexShrink={0} display="flex" justifyContent="center" color="fg.muted" fontSize="xl">
        <ListIcon />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <Text>
          Created list{' '}
          <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'orange.fg', textDecoration: 'underline' }}>
            <RouterLink to={buildPath(paths.publicList, { username, slug: event.slug })}>{event.name}</RouterLink>
          </Link>
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted">
          <time dateTime={event.occurredAt}>{timeAgo(event.occurredAt)}</time>
        </HStack>
      </Stack>
    </HStack>
  );
}

export default function ActivityFeed({ userId, username }: ActivityFeedProps) {
  const activity = useActivity(userId);
  if (activity.isPending) {
    return (
      <Stack gap="4" role="status" aria-busy="true" aria-label="Loading activity">
        {[0, 1, 2].map((index) => (
          <HStack key={index} gap="3">
            <SkeletonCircle size="10" />
            <Skeleton height="4" flex="1" />
          </HStack>
        ))}
      </Stack>
    );
  }
  if (activity.isError) {
    return (
      <StatePanel
        tone="error"
        title="Unable to load your activity"
        description="Please try again in a moment."
        action={{ label: 'Try Again', onClick: () => void activity.refetch() }}
      />
    );
  }
  const events = activity.data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <StatePanel icon={<ActivityIcon />} title="Recent Activity" description="No activity yet" />;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Recent activity">
        {events.map((event) =>
          event.kind === 'list_created' ? (
            <ListCreatedItem key={event.id} event={event} username={username} />
          ) : (
            <ActivityItem key={event.id} event={event} />
          ),
        )}
      </Stack>
      <LoadMoreButton query={activity} />
    </Stack>
  );
}
