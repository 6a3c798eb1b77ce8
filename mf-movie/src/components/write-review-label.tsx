/**
 * The poster card's review button's words: "Edit Your Review" once the member has reviewed the
 * film (the button then opens "Edit Your Review"), "Write Review" otherwise. A member's review is
 * read through the page's Supabase client, which may still be loading: meanwhile, and for a
 * guest, the button says "Write Review", and the rest of the page does not wait.
 */
import { Suspense } from 'react';
import { useAuth } from '@marquee/shared/auth';
import { useMyReview } from '@marquee/shared/reviews';

const WRITE_REVIEW_LABEL = 'Write Review';
const EDIT_REVIEW_LABEL = 'Edit Your Review';

export function WriteReviewLabel({ movieId }: { movieId: number }) {
  const { user } = useAuth();
  if (!user) return WRITE_REVIEW_LABEL;
  return (
    <Suspense fallback={WRITE_REVIEW_LABEL}>
      <MemberReviewLabel movieId={movieId} />
    </Suspense>
  );
}

function MemberReviewLabel({ movieId }: { movieId: number }) {
  const myReview = useMyReview(movieId);
  return myReview.data ? EDIT_REVIEW_LABEL : WRITE_REVIEW_LABEL;
}
