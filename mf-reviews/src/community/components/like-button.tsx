/**
 * Like another member's review: pressed when liked, with the count. Guests see the count and are
 * sent to sign in, coming back to this review. Optimistic; a failure puts it back with a toast.
 */
import { useLocation, useNavigate } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import { useToggleReviewLike, type ListedReview } from '@marquee/shared/reviews';
import { paths } from '@marquee/shared/routes';
import { Button, HeartIcon, toaster } from '@marquee/shared/ui';

export const reviewAnchor = (reviewId: string) => `review-${reviewId}`;

export function LikeButton({ review, username }: { review: ListedReview; username: string }) {
  const { user } = useAuth();
  const toggle = useToggleReviewLike();
  const navigate = useNavigate();
  const location = useLocation();
  const liked = Boolean(user) && review.liked_by_me;
  const press = () => {
    if (!user) {
      navigate(paths.signIn, { state: fromState({ ...location, hash: `#${reviewAnchor(review.id)}` }) });
      return;
    }
    toggle.mutate(
      { reviewId: review.id, movieId: review.movie_id, userId: user.id, like: !liked },
      {
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: liked ? 'Could not remove your like' : 'Could not like the review',
            description: error.message || 'Please try again.',
          }),
      },
    );
  };
  return (
    <Button
      size="xs"
      variant={liked ? 'subtle' : 'ghost'}
      colorPalette={liked ? 'red' : 'gray'}
      aria-label={`Like review by ${username}`}
      aria-pressed={liked}
      onClick={press}
    >
      <HeartIcon fill={liked ? 'currentColor' : 'none'} aria-hidden="true" />
      <span data-testid="like-count">{review.likes_count}</span>
    </Button>
  );
}
