/**
 * The member's "Watched" toggle: the film's status, the optimistic toggle, and the question before
 * unmarking a film the diary holds. Loaded on demand (watched-toggle.tsx): a guest never downloads it.
 */
import { useState } from 'react';
import { useAuth } from '@marquee/shared/auth';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { Button, Dialog, Portal, Text } from '@marquee/shared/ui';
import { Frame, type WatchedToggleProps } from './watched-frame';
import { useToggleWatched, useWatchedStatus } from './use-watched';
import { countDiaryEntries } from './watched-api';

export default function MemberToggle({ movie, size, width }: WatchedToggleProps) {
  const { user } = useAuth();
  const client = useSupabaseClient();
  const status = useWatchedStatus(movie.id);
  const toggle = useToggleWatched();
  const [entries, setEntries] = useState(0);
  const [checking, setChecking] = useState(false);
  const watched = status.data === true;

  const press = async () => {
    if (!watched) return toggle.mutate({ movie, watched: true });
    setChecking(true);
    try {
      const logged = user ? await countDiaryEntries(client, user.id, movie.id) : 0;
      if (logged > 0) setEntries(logged);
      else toggle.mutate({ movie, watched: false });
    } catch {
      // Unsure whether the diary holds it: ask, as if it did.
      setEntries(1);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Frame pressed={watched} disabled={status.isPending || checking} size={size} width={width} onClick={() => void press()} />
      <Dialog.Root
        role="alertdialog"
        open={entries > 0}
        onOpenChange={(details) => (details.open ? undefined : setEntries(0))}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Unmark {movie.title} as watched?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{entries === 1 ? 'Your diary entry for this film stays.' : `Your ${entries} diary entries for this film stay.`}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="red"
                  onClick={() => {
                    setEntries(0);
                    toggle.mutate({ movie, watched: false });
                  }}
                >
                  Unmark
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
