import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatLongDate, trustedAvatarUrl } from '@marquee/shared/format';
import type { ReviewWithAuthor } from '@marquee/shared/reviews';
import { buildPath, paths } from '@marquee/shared/routes';
import { Avatar, Badge, Box, Button, Card, HStack, HeartIcon, Link, Stack, Text } from '@marquee/shared/ui';
import { reviewAnchor } from '../community/like-button';
import { RichTextView } from './rich-text-view';
import { RatingStars as Stars } from '@marquee/shared/rating';

export interface ReviewCardProps {
  review: ReviewWithAuthor;
  /** Spoiler-flagged text shows at once (the reader's "Always show spoilers"). */
  showSpoilers?: boolean;
  /** "Your review": the reader wrote it. */
  own?: boolean;
  /** The like button, or the author's own controls. */
  actions?: ReactNode;
}

/** One review: author (linked to their public profile), stars, date, text behind a spoiler shield. */
export function ReviewCard({ review, showSpoilers = false, own = false, actions }: ReviewCardProps) {
  const [revealed, setRevealed] = useState(false);
  const name = review.author?.username ?? 'Anonymous';
  const avatarUrl = trustedAvatarUrl(review.author?.avatar_url);
  const profilePath = review.author?.username ? buildPath(paths.publicProfile, { username: review.author.username }) : null;
  const hidden = review.contains_spoilers && !revealed && !showSpoilers;
  const avatar = (
    <Avatar.Root size="md" colorPalette="orange">
      <Avatar.Fallback name={name} />
      {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
    </Avatar.Root>
  );
  return (
    <Card.Root
      as="article"
      id={reviewAnchor(review.id)}
      variant="outline"
      aria-label={`Review by ${name}`}
      borderColor={own ? 'orange.emphasized' : undefined}
      scrollMarginTop="24"
    >
      <Card.Body gap="3">
        <HStack gap="3" align="center" flexWrap="wrap">
          {profilePath ? (
            <RouterLink to={profilePath} aria-hidden="true" tabIndex={-1}>
              {avatar}
            </RouterLink>
          ) : (
            avatar
          )}
          <Stack gap="0.5" flex="1" minW="40">
            <HStack gap="2" minW="0">
              {profilePath ? (
                <Link asChild fontWeight="semibold" truncate>
                  <RouterLink to={profilePath}>{name}</RouterLink>
                </Link>
              ) : (
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
              )}
              {own ? (
                <Badge colorPalette="orange" variant="subtle">
                  Your review
                </Badge>
              ) : null}
            </HStack>
            <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
              <Stars rating={review.rating} />
              <time dateTime={review.reviewed_at}>{formatLongDate(new Date(review.reviewed_at), 'local')}</time>
            </HStack>
          </Stack>
          {actions ?? (
            <HStack gap="1" color="fg.muted" fontSize="sm" aria-label={`${review.likes_count} likes`}>
              <HeartIcon aria-hidden="true" />
              <Text aria-hidden="true">{review.likes_count}</Text>
            </HStack>
          )}
        </HStack>
        {review.review_text ? (
          hidden ? (
            <HStack gap="3" flexWrap="wrap" bg="bg.muted" borderRadius="md" px="3" py="2">
              <Badge colorPalette="red">Spoilers</Badge>
              <Text fontSize="sm" color="fg.muted" flex="1" minW="40">
                This review contains spoilers.
              </Text>
              <Button size="xs" variant="outline" onClick={() => setRevealed(true)}>
                Show spoilers
              </Button>
            </HStack>
          ) : (
            <Box>
              {review.contains_spoilers ? (
                <Badge colorPalette="red" mb="1">
                  Spoilers
                </Badge>
              ) : null}
              <RichTextView value={review.review_text} />
            </Box>
          )
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
