import { useState } from 'react';
import { useDeleteReview, type Review } from '@marquee/shared/reviews';
import { Button, Dialog, Portal, Text, toaster } from '@marquee/shared/ui';

/**
 * Delete, for the author of a review, behind a confirmation: a review is gone for good. On
 * failure the review stays, and the toast says why.
 */
export function DeleteReviewButton({ review }: { review: Pick<Review, 'id' | 'movie_id' | 'user_id'> }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteReview();
  const confirm = () =>
    deletion.mutate(review, {
      onSuccess: () => {
        setOpen(false);
        toaster.create({ title: 'Review deleted', type: 'success' });
      },
      onError: (error) =>
        toaster.create({ title: 'Could not delete the review', description: error.message || 'Please try again.', type: 'error' }),
    });
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="xs" variant="ghost" colorPalette="red">
          Delete
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete your review?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Your rating and review of this movie will be removed. This cannot be undone.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deletion.isPending} loadingText="Deleting..." onClick={confirm}>
                Delete review
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
