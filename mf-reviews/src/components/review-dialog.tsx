import type { ReviewDialogProps } from '@marquee/shared/federation';
import { useMyReview } from '@marquee/shared/reviews';
import { CloseButton, Dialog, Portal, Text, useBreakpointValue } from '@marquee/shared/ui';
import { ReviewForm } from './review-form';

/**
 * The review editor in a dialog, as the movie page opens it. The form mounts on open (so the
 * draft and the user's review load then) and unmounts on close.
 */
export default function ReviewDialog({ movieId, movieTitle, open, onOpenChange }: ReviewDialogProps) {
  const myReview = useMyReview(movieId);
  const close = () => onOpenChange(false);
  // One size per breakpoint: a responsive `size` mixes the full-screen and centred styles.
  const size = useBreakpointValue<'full' | 'lg'>({ base: 'full', md: 'lg' }) ?? 'lg';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={size}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1" pe="12">
              <Dialog.Title>{myReview.data ? 'Edit Your Review' : 'Write a Review'}</Dialog.Title>
              <Text color="fg.muted" fontSize="sm">
                {movieTitle}
              </Text>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <ReviewForm movieId={movieId} movieTitle={movieTitle} onSuccess={close} onCancel={close} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
