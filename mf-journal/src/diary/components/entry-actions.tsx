/**
 * The owner's actions on a diary entry: edit it in the Log form, or delete it (confirmed). The
 * form's code (with formik and yup, most of this remote's bytes) is not part of the diary's first
 * load: it is downloaded when the owner points at or focuses an Edit button, or opens the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useMyReview } from '@marquee/shared/reviews';
import { useSupabaseClientLater } from '@marquee/shared/supabase';
import { Button, Dialog, HStack, Portal, Skeleton, Text, toaster } from '@marquee/shared/ui';
import type { DiaryEntry } from '../diary-entries';
import { diaryKeys } from '../diary-keys';
import { journalKeys } from '../../year/journal-keys';
import { LogDialogFrame } from '../../log/log-dialog-frame';

const logFormCode = () => import('../../log/log-form');
const LogForm = lazy(() => logFormCode().then((module) => ({ default: module.LogForm })));
const preloadLogForm = () => void logFormCode().catch(() => undefined);

const formSkeleton = <Skeleton height="40" role="status" aria-busy="true" aria-label="Loading" />;

function EditEntryForm({ entry, userId, close }: { entry: DiaryEntry; userId: string; close(): void }) {
  const review = useMyReview(entry.tmdb_id);
  if (review.isPending) return formSkeleton;
  return (
    <LogForm
      userId={userId}
      movie={{ id: entry.tmdb_id, title: entry.title, poster_path: entry.poster_path, release_date: entry.release_date }}
      loggedBefore={entry.rewatch}
      review={review.data ?? null}
      entry={entry}
      onDone={close}
      onCancel={close}
    />
  );
}

export function EntryActions({ entry, userId }: { entry: DiaryEntry; userId: string }) {
  // Not suspending: the diary's rows render from its early first page before supabase-js is there.
  const client = useSupabaseClientLater();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deletion = useMutation({
    mutationFn: async () => {
      const { error } = await (await client()).from('diary_entries').delete().eq('id', entry.id);
      if (error) throw error;
    },
    onSuccess: async () => {
      setConfirming(false);
      toaster.create({ type: 'success', title: 'Diary entry deleted' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: diaryKeys.all }),
        queryClient.invalidateQueries({ queryKey: journalKeys.all }),
      ]);
    },
    onError: () => toaster.create({ type: 'error', title: 'Could not delete the entry', description: 'Please try again.' }),
  });
  return (
    <HStack gap="1" flexShrink={0}>
      <Button
        size="xs"
        variant="ghost"
        aria-label={`Edit entry: ${entry.title}`}
        onPointerEnter={preloadLogForm}
        onFocus={preloadLogForm}
        onClick={() => setEditing(true)}
      >
        Edit
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={`Delete entry: ${entry.title}`} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <LogDialogFrame title={`Edit ${entry.title}`} open={editing} onOpenChange={setEditing}>
        <Suspense fallback={formSkeleton}>
          <EditEntryForm entry={entry} userId={userId} close={() => setEditing(false)} />
        </Suspense>
      </LogDialogFrame>
      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(details) => setConfirming(details.open)} lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Delete this diary entry?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  {entry.title}, watched on {entry.watched_on}, leaves your diary. The film stays marked watched, and your review stays.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" loading={deletion.isPending} loadingText="Deleting..." onClick={() => deletion.mutate()}>
                  Delete entry
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </HStack>
  );
}
