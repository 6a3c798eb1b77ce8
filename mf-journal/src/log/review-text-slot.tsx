/** The review editor of mf-reviews, embedded in the Log form and loaded when the member asks to write. */
import { RemoteBoundary, loadWidgetModule, type ReviewTextEditorProps } from '@marquee/shared/federation';
import { HStack, Spinner, Text } from '@marquee/shared/ui';

const loadReviewTextEditor = () => loadWidgetModule('mf_reviews/ReviewTextEditor');

export function ReviewTextSlot(props: ReviewTextEditorProps) {
  return (
    <RemoteBoundary
      section="The review editor"
      load={loadReviewTextEditor}
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
