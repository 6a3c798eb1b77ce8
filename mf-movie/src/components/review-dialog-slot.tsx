/**
 * Where the review editor of mf-reviews is mounted. It is loaded on the first Write Review,
 * not with the page, and stays mounted afterwards so the dialog can animate closed.
 */
import { RemoteBoundary, type ReviewDialogProps } from '@marquee/shared/federation';
import { HStack, Spinner, Text } from '@marquee/shared/ui';
import { loadReviewDialog } from '../lib/review-modules';

export function ReviewDialogSlot(props: ReviewDialogProps) {
  return (
    <RemoteBoundary
      section="The review editor"
      load={loadReviewDialog}
      props={props}
      skeleton={
        <HStack role="status" justify="center" gap="2" py="2" color="fg.muted">
          <Spinner size="sm" />
          <Text fontSize="sm">Opening the review editor...</Text>
        </HStack>
      }
    />
  );
}
