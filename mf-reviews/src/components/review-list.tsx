import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth, useProfile } from '@marquee/shared/auth';
import type { ReviewListProps } from '@marquee/shared/federation';
import {
  REVIEW_SORTS,
  useAlwaysShowSpoilers,
  useMovieReviews,
  useMyReview,
  useRatingSummary,
  type ReviewSort,
  type ReviewWithAuthor,
} from '@marquee/shared/reviews';
import { LoadMoreButton } from '@marquee/shared/movies';
import { useMovieDetails } from '@marquee/shared/tmdb';
import { Button, HStack, NativeSelect, Skeleton, SkeletonCircle, Stack, StatePanel, Text, preloadDialog } from '@marquee/shared/ui';
import { LikeButton } from '../community/components/like-button';
import { RatingSummaryView } from '../community/components/rating-summary';
import { DeleteReviewButton } from './delete-review-button';
import { ReviewCard } from './review-card';

const reviewCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

export const NO_REVIEWS = 'No reviews yet. Be the first to write a review!';

function ListSkeleton() {
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label="Loading reviews">
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

/**
 * The review editor (Slate, Formik and Yup, ~100 KB) is for writing: reading the reviews does not
 * download it. It loads when first wanted: pointing at, focusing or pressing Edit starts it and
 * the dialog's own code.
 */
const loadReviewDialog = () => import('./review-dialog');
const ReviewDialog = lazy(loadReviewDialog);
const preloadDialogCode = () => {
  void preloadDialog();
  loadReviewDialog().catch(() => undefined);
};

/** The reader's own review, first, with Edit (the review dialog) and Delete. */
function OwnReview({ movieId, showSpoilers }: { movieId: number; showSpoilers: boolean }) {
  const { user } = useAuth();
  const profile = useProfile(user?.id).data;
  const mine = useMyReview(movieId);
  const movie = useMovieDetails(movieId);
  const [editing, setEditing] = useState(false);
  // Mounted from the first Edit on (and kept, so closing it animates like any dialog).
  const [wanted, setWanted] = useState(false);
  if (!mine.data) return null;
  const author = mine.data.author ?? (profile ? { username: profile.username, avatar_url: profile.avatar_url } : null);
  const review: ReviewWithAuthor = { ...mine.data, author };
  return (
    <>
      <ReviewCard
        review={review}
        own
        showSpoilers={showSpoilers}
        actions={
          <HStack gap="1">
            <Button
              size="xs"
              variant="ghost"
              onClick={() => {
                setWanted(true);
                setEditing(true);
              }}
              onPointerEnter={preloadDialogCode}
              onFocus={preloadDialogCode}
            >
              Edit
            </Button>
            <DeleteReviewButton review={mine.data} />
          </HStack>
        }
      />
      {wanted ? (
        <Suspense fallback={null}>
          <ReviewDialog movieId={movieId} movieTitle={movie.data?.title ?? ''} open={editing} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A movie's community: the members' rating, then its reviews — the reader's own first, the
 * others ten at a time in the chosen order, each with its like button. Spoiler-flagged reviews
 * stay hidden until revealed, unless the reader always shows spoilers.
 */
export default function ReviewList({ movieId }: ReviewListProps) {
  const { user } = useAuth();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const summary = useRatingSummary(movieId);
  const mine = useMyReview(movieId);
  const reviews = useMovieReviews(movieId, sort);
  const showSpoilers = useAlwaysShowSpoilers().data ?? false;
  const { hash } = useLocation();
  const loaded = reviews.data?.pages.length ?? 0;

  // Back from signing in to like a review: bring that review into view.
  useEffect(() => {
    if (!hash.startsWith('#review-')) return;
    const target = document.getElementById(hash.slice(1));
    target?.scrollIntoView?.({ block: 'center' });
  }, [hash, loaded]);

  const others = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const hasOwn = Boolean(user && mine.data);
  return (
    <Stack gap="5">
      {summary.data ? (
        <RatingSummaryView summary={summary.data} />
      ) : (
        <Skeleton height="28" borderRadius="xl" aria-label="Loading the Marquee rating" />
      )}
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text fontSize="sm" color="fg.muted">
          {reviews.data ? reviewCount((reviews.data.pages[0]?.total ?? 0) + (hasOwn ? 1 : 0)) : ''}
        </Text>
        <NativeSelect.Root size="sm" width="auto" minW="44">
          <NativeSelect.Field aria-label="Sort reviews" value={sort} onChange={(event) => setSort(event.currentTarget.value as ReviewSort)}>
            {REVIEW_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {reviews.isPending ? (
        <ListSkeleton />
      ) : reviews.isError ? (
        <StatePanel
          tone="error"
          title="Unable to load reviews"
          description="Please try again later."
          action={{ label: 'Try Again', onClick: () => void reviews.refetch() }}
        />
      ) : others.length === 0 && !hasOwn ? (
        <Text color="fg.muted" py="4">
          {NO_REVIEWS}
        </Text>
      ) : (
        <Stack gap="3" as="section" aria-label="Reviews">
          {user ? <OwnReview movieId={movieId} showSpoilers={showSpoilers} /> : null}
          {others.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              showSpoilers={showSpoilers}
              actions={<LikeButton review={review} username={review.author?.username ?? 'Anonymous'} />}
            />
          ))}
          <LoadMoreButton query={reviews} />
        </Stack>
      )}
    </Stack>
  );
}
