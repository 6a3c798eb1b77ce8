/**
 * `/u/:username`: a member as everyone sees them — avatar, username, join month, counts of
 * reviews and of the lists they made public, their reviews newest first with each movie's poster
 * and title, and their favorites and watchlist when public. An unknown username says "User not
 * found".
 */
import type { ReactNode } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import { errorMessage, formatMonthYear, trustedAvatarUrl } from '@marquee/shared/format';
import { LoadMoreButton, MovieGridCard } from '@marquee/shared/movies';
import { buildPath, paths, useRouteParams } from '@marquee/shared/routes';
import { toCardMovie, type LibraryRow } from '@marquee/shared/library';
import { RatingStars } from '@marquee/shared/rating';
import type { Review } from '@marquee/shared/reviews';
import {
  AlertIcon,
  Avatar,
  Badge,
  Button,
  Card,
  HStack,
  Heading,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  Stack,
  StatePanel,
  Text,
  UserIcon,
} from '@marquee/shared/ui';
import { usePublicProfile, useUserReviews, type PublicProfile } from '../community/api/public-profile';
import { MoviePoster, MovieTitleLink, useMovieRef } from '../community/components/movie-ref';
import { timeAgo } from '../community/lib/relative-time';
import { BlockMenu } from '../social/components/block-menu';
import { FollowButton } from '../social/components/follow-button';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0" align="center" minW="20" data-testid={`public-count-${label.toLowerCase()}`}>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

function Header({ data }: { data: PublicProfile }) {
  const { profile, counts } = data;
  const avatarUrl = trustedAvatarUrl(profile.avatar_url);
  return (
    <Card.Root variant="elevated" borderRadius="2xl">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: 4, md: 8 }} align="center">
          <Avatar.Root size="2xl" colorPalette="orange">
            <Avatar.Fallback name={profile.username} />
            {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="1" flex="1" minW="0" align={{ base: 'center', md: 'flex-start' }}>
            <Heading as="h1" size="2xl" truncate maxW="full">
              {profile.username}
            </Heading>
            <Text color="fg.muted">Joined {formatMonthYear(new Date(profile.created_at))}</Text>
            <HStack gap="4" fontSize="sm" flexWrap="wrap" justify={{ base: 'center', md: 'flex-start' }}>
              <Link asChild>
                <RouterLinkBase to={buildPath(paths.publicFollowers, { username: profile.username })}>
                  {profile.followers_count} followers
                </RouterLinkBase>
              </Link>
              <Link asChild>
                <RouterLinkBase to={buildPath(paths.publicFollowing, { username: profile.username })}>
                  {profile.following_count} following
                </RouterLinkBase>
              </Link>
              <Link asChild>
                <RouterLinkBase to={buildPath(paths.publicDiary, { username: profile.username })}>Diary</RouterLinkBase>
              </Link>
              <Link asChild>
                <RouterLinkBase to={buildPath(paths.publicLists, { username: profile.username })}>Lists</RouterLinkBase>
              </Link>
            </HStack>
            <HStack gap="2">
              <FollowButton userId={profile.user_id} username={profile.username} />
              <BlockMenu userId={profile.user_id} username={profile.username} />
            </HStack>
          </Stack>
          <HStack gap="4" justify="center">
            <Count label="Reviews" value={counts.reviews} />
            {counts.favorites !== null ? <Count label="Favorites" value={counts.favorites} /> : null}
            {counts.watchlist !== null ? <Count label="Watchlist" value={counts.watchlist} /> : null}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const movie = useMovieRef({ movieId: review.movie_id, title: null, posterPath: null });
  return (
    <HStack as="li" gap="3" align="flex-start" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <MoviePoster movieId={review.movie_id} posterPath={movie.posterPath} />
      <Stack gap="1" flex="1" minW="0">
        <MovieTitleLink movieId={review.movie_id} title={movie.title} loading={movie.loading} />
        <HStack gap="2" fontSize="sm" color="fg.muted" flexWrap="wrap">
          <RatingStars rating={review.rating} />
          <time dateTime={review.reviewed_at}>{timeAgo(review.reviewed_at)}</time>
          {review.contains_spoilers ? (
            <Badge colorPalette="red" size="sm">
              Spoilers
            </Badge>
          ) : null}
        </HStack>
      </Stack>
    </HStack>
  );
}

function Reviews({ userId }: { userId: string }) {
  const reviews = useUserReviews(userId);
  if (reviews.isPending) return <Skeleton height="24" />;
  if (reviews.isError)
    return (
      <StatePanel
        tone="error"
        title="Unable to load reviews"
        description="Please try again later."
        action={{ label: 'Try Again', onClick: () => void reviews.refetch() }}
      />
    );
  const all = reviews.data.pages.flatMap((page) => page.reviews);
  if (all.length === 0) return <Text color="fg.muted">No reviews yet.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Reviews">
        {all.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </Stack>
      <LoadMoreButton query={reviews} />
    </Stack>
  );
}

/** A list the member made public: its newest films, as the lists' cards show them. */
function PublicList({ rows, empty }: { rows: readonly LibraryRow[]; empty: string }) {
  if (rows.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 5 }} gap="4">
      {rows.map((row) => (
        <MovieGridCard key={row.id} movie={toCardMovie(row)} />
      ))}
    </SimpleGrid>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export default function PublicProfilePage() {
  const username = useRouteParams(paths.publicProfile).username ?? '';
  const profile = usePublicProfile(username);
  let content;
  if (profile.isPending) {
    content = (
      <HStack gap="4" p="6" borderWidth="1px" borderRadius="2xl" role="status" aria-busy="true" aria-label="Loading profile">
        <SkeletonCircle size="20" />
        <Skeleton height="6" width="40%" />
      </HStack>
    );
  } else if (profile.isError) {
    content = (
      <StatePanel
        tone="error"
        icon={<AlertIcon />}
        title="Unable to load this profile"
        description={errorMessage(profile.error, 'Please try again in a moment.')}
        action={{ label: 'Try Again', onClick: () => void profile.refetch() }}
      />
    );
  } else if (!profile.data) {
    content = (
      <StatePanel
        icon={<UserIcon />}
        title="User not found"
        description={`No member is called ${username}.`}
        action={
          <Button asChild colorPalette="orange">
            <RouterLinkBase to={paths.home}>Go home</RouterLinkBase>
          </Button>
        }
      />
    );
  } else {
    const { profile: member } = profile.data;
    content = (
      <Stack gap="8">
        <Header data={profile.data} />
        <Section title="Reviews">
          <Reviews userId={member.user_id} />
        </Section>
        {profile.data.favorites ? (
          <Section title="Favorites">
            <PublicList rows={profile.data.favorites} empty="No favorites yet." />
          </Section>
        ) : null}
        {profile.data.watchlist ? (
          <Section title="Watchlist">
            <PublicList rows={profile.data.watchlist} empty="Nothing on the watchlist yet." />
          </Section>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="6" maxW="5xl" mx="auto" w="full">
      {content}
    </Stack>
  );
}
