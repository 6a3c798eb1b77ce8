import { useState } from 'react';
import { useAuth } from '@marquee/shared/auth';
import type { ReviewListProps } from '@marquee/shared/federation';
import { trustedAvatarUrl } from '@marquee/shared/format';
import { useMovieReviews, type ReviewWithAuthor } from '@marquee/shared/reviews';
import { Avatar, Badge, Box, Button, Card, HStack, Skeleton, SkeletonCircle, Stack, StarIcon, StatePanel, Text } from '@marquee/shared/ui';
import { RATING_MAX } from '../lib/review-limits';
import { DeleteReviewButton } from './delete-review-button';
import { RichTextView } from './rich-text-view';

export const NO_REVIEWS = 'No reviews yet. Be the first to write a review!';

const reviewDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <StarIcon key={index} color={index < rating ? 'yellow.500' : 'fg.subtle'} fill={index < rating ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

function ReviewCard({ review }: { review: ReviewWithAuthor }) {
  const [revealed, setRevealed] = useState(false);
  const { user } = useAuth();
  const name = review.author?.username ?? 'Anonymous';
  const avatarUrl = trustedAvatarUrl(review.author?.avatar_url);
  const hidden = review.contains_spoilers && !revealed;
  return (
    <Card.Root as="article" variant="outline" aria-label={`Review by ${name}`}>
      <Card.Body gap="3">
        <HStack gap="3" align="center">
          <Avatar.Root size="md" colorPalette="orange">
            <Avatar.Fallback name={name} />
            {avatarUrl ? <Avatar.Image src={avatarUrl} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {name}
            </Text>
            <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
              <Stars rating={review.rating} />
              <time dateTime={review.created_at}>{reviewDate.format(new Date(review.created_at))}</time>
            </HStack>
          </Stack>
          {user?.id === review.user_id ? <DeleteReviewButton review={review} /> : null}
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

/** A movie's reviews, newest first; reviews flagged as spoilers stay hidden until revealed. */
export default function ReviewList({ movieId }: ReviewListProps) {
  const reviews = useMovieReviews(movieId);
  if (reviews.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading reviews">
        {[0, 1].map((index) => (
          <HStack key={index} gap="3" p="4" borderWidth="1px" borderRadius="lg">
            <SkeletonCircle size="8" />
            <Stack flex="1" gap="2">
              <Skeleton height="4" width="40%" />
              <Skeleton height="4" width="80%" />
            </Stack>
          </HStack>
        ))}
      </Stack>
    );
  }
  if (reviews.isError) {
    return <StatePanel tone="error" title="Unable to load reviews" description="Please try again later." action={{ label: 'Try Again', onClick: () => void reviews.refetch() }} />;
  }
  if (reviews.data.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        {NO_REVIEWS}
      </Text>
    );
  }
  return (
    <Stack gap="3" as="section" aria-label="Reviews">
      {reviews.data.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </Stack>
  );
}
