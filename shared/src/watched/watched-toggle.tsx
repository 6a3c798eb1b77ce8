/**
 * The "Watched" toggle (an eye; a button with aria-pressed): marks a film watched without a date.
 * A guest is sent to sign in and brought back. Unmarking a film the member has logged in their
 * diary asks first, and keeps the entries.
 */
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromState, useAuth } from '@marquee/shared/auth';
import { paths } from '@marquee/shared/routes';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { Button, Dialog, Portal, Text, type ButtonProps } from '@marquee/shared/ui';
import { EyeIcon } from './eye-icon';
import { useToggleWatched, useWatchedStatus } from './use-watched';
import { countDiaryEntries, type WatchedMovie } from './watched-api';

type Size = ButtonProps['size'];

export interface WatchedToggleProps {
  movie: WatchedMovie;
  size?: Size;
  width?: ButtonProps['width'];
}

function Frame({
  pressed,
  disabled,
  onClick,
  size,
  width,
}: {
  pressed: boolean;
  disabled: boolean;
  onClick?: () => void;
  size?: Size;
  width?: ButtonProps['width'];
}) {
  return (
    <Button
      aria-pressed={pressed}
      colorPalette="green"
      variant={pressed ? 'solid' : 'outline'}
      size={size}
      width={width}
      disabled={disabled}
      onClick={onClick}
    >
      <EyeIcon fill={pressed ? 'currentColor' : 'none'} stroke={pressed ? 'var(--chakra-colors-bg)' : 'currentColor'} />
      Watched
    </Button>
  );
}

export function WatchedToggle(props: WatchedToggleProps) {
  const { user, loading } = useAuth();
  if (!loading && !user) return <GuestToggle {...props} />;
  return (
    <Suspense fallback={<Frame pressed={false} disabled size={props.size} width={props.width} />}>
      <MemberToggle {...props} />
    </Suspense>
  );
}

function GuestToggle({ size, width }: WatchedToggleProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Frame
      pressed={false}
      disabled={false}
      size={size}
      width={width}
      onClick={() => void navigate(paths.signIn, { state: fromState(location) })}
    />
  );
}

function MemberToggle({ movie, size, width }: WatchedToggleProps) {
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
