/**
 * `/activity`: "From people you follow" — their reviews, the reviews they liked, their diary
 * entries and lists, newest first, ten at a time. Following nobody, it says so and suggests the
 * members who reviewed the most in the last 30 days.
 */
import { Link as RouterLink } from 'react-router';
import { useAuth } from '@marquee/shared/auth';
import { errorMessage } from '@marquee/shared/format';
import { LoadMoreButton } from '@marquee/shared/movies';
import { RATING_MAX } from '@marquee/shared/rating';
import { buildPath, paths } from '@marquee/shared/routes';
import { AlertIcon, Heading, HStack, Link, Skeleton, Stack, StatePanel, Text, UserIcon } from '@marquee/shared/ui';
import { MoviePoster, MovieTitleLink, useMovieRef } from '../../community';
import { timeAgo } from '../../community';
import { useFollowingFeed, useFollowSuggestions, type FeedEvent } from '../api/feed';
import { MemberRow } from '../components/member-row';

function what(event: FeedEvent): string {
  if (event.kind === 'liked') return `liked ${event.review_author_username}'s review of`;
  if (event.kind === 'logged') return event.rewatch ? 'rewatched' : 'watched';
  if (event.kind === 'listed') return 'made a list';
  return 'reviewed';
}

function FeedItem({ event }: { event: FeedEvent }) {
  const movie = useMovieRef({
    movieId: event.movie_id ?? 0,
    title: event.kind === 'logged' ? event.title : null,
    posterPath: event.poster_path,
  });
  const hasMovie = event.kind !== 'listed' && event.movie_id !== null;
  return (
    <HStack as="li" gap="3" align="flex-start" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      {hasMovie ? <MoviePoster movieId={event.movie_id!} posterPath={movie.posterPath} /> : null}
      <Stack gap="1" flex="1" minW="0">
        <Text>
          <Link asChild fontWeight="semibold">
            <RouterLink to={buildPath(paths.publicProfile, { username: event.actor_username })}>{event.actor_username}</RouterLink>
          </Link>{' '}
          {what(event)} {hasMovie ? <MovieTitleLink movieId={event.movie_id!} title={movie.title} loading={movie.loading} /> : null}
          {event.kind === 'listed' && event.list_slug ? (
            <Link asChild fontWeight="semibold">
              <RouterLink to={buildPath(paths.publicList, { username: event.actor_username, slug: event.list_slug })}>
                {event.list_name}
              </RouterLink>
            </Link>
          ) : null}
        </Text>
        <HStack gap="2" fontSize="sm" color="fg.muted">
          {event.rating ? (
            <Text>
              Rated {event.rating} out of {RATING_MAX}
            </Text>
          ) : null}
          <time dateTime={event.occurred_at}>{timeAgo(event.occurred_at)}</time>
        </HStack>
      </Stack>
    </HStack>
  );
}

function Suggestions({ userId }: { userId: string }) {
  const suggestions = useFollowSuggestions(userId, true);
  if (suggestions.isPending) return <Skeleton height="16" />;
  if (suggestions.isError || suggestions.data.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-label="Members to follow">
      <Heading as="h2" size="md">
        Members to follow
      </Heading>
      <Stack as="ul" gap="0" listStyleType="none">
        {suggestions.data.map((member) => (
          <MemberRow
            key={member.user_id}
            userId={member.user_id}
            username={member.username}
            avatarUrl={member.avatar_url}
            detail={`${member.recent_reviews} ${member.recent_reviews === 1 ? 'review' : 'reviews'} this month`}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function Feed({ userId }: { userId: string }) {
  const feed = useFollowingFeed(userId);
  if (feed.isPending) return <Skeleton height="40" />;
  if (feed.isError)
    return (
      <StatePanel
        tone="error"
        icon={<AlertIcon />}
        title="Unable to load your feed"
        description={errorMessage(feed.error, 'Please try again in a moment.')}
        action={{ label: 'Try Again', onClick: () => void feed.refetch() }}
      />
    );
  const events = feed.data.pages.flat();
  if (events.length === 0)
    return (
      <Stack gap="6">
        <StatePanel
          icon={<UserIcon />}
          title="Follow people to see what they watch"
          description="Their reviews, likes, diary and lists show here."
        />
        <Suggestions userId={userId} />
      </Stack>
    );
  return (
    <Stack gap="3">
      <Stack as="ul" gap="0" listStyleType="none" aria-label="From people you follow">
        {events.map((event) => (
          <FeedItem key={event.id} event={event} />
        ))}
      </Stack>
      <LoadMoreButton query={feed} />
    </Stack>
  );
}

export default function ActivityPage() {
  const { user } = useAuth();
  return (
    <Stack gap="6" maxW="3xl" mx="auto" w="full">
      <Heading as="h1" size="2xl">
        From people you follow
      </Heading>
      {user ? <Feed userId={user.id} /> : null}
    </Stack>
  );
}
