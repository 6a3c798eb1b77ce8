/** The Reviews tab: mf-reviews' list for this movie, through the federation runtime. */
import { RemoteBoundary } from '@marquee/shared/federation';
import { SkeletonText, Stack } from '@marquee/shared/ui';
import { loadReviewList } from '../lib/review-modules';

export function ReviewsTab({ movieId }: { movieId: number }) {
  return (
    <RemoteBoundary
      section="Reviews"
      load={loadReviewList}
      props={{ movieId }}
      skeleton={
        <Stack gap="6" aria-hidden="true">
          <SkeletonText noOfLines={3} />
          <SkeletonText noOfLines={3} />
        </Stack>
      }
    />
  );
}
