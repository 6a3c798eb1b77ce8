import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredAuthData } from '@marquee/shared/auth';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { Alert, Button, Dialog, Field, Input, Portal, Stack, Text, chakra, toaster } from '@marquee/shared/ui';
import { deleteAccount } from '../delete/delete-account';

/**
 * Delete account, behind a dialog that says what goes and asks for the username. The server
 * checks both the session and the username; afterwards the page forgets the session and goes home.
 */
export function DeleteAccountDialog({ username }: { username: string }) {
  const supabase = useSupabaseClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === username.toLowerCase();

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await deleteAccount(supabase, typed.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your account could not be deleted. Try again.');
      setPending(false);
      return;
    }
    // The account is gone on the server; only this browser's copy of the session is left.
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    clearStoredAuthData(window.localStorage);
    setOpen(false);
    void navigate('/', { replace: true });
    toaster.create({ title: 'Your account has been deleted', type: 'success' });
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) {
          setTyped('');
          setError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red" alignSelf="flex-start">
          Delete account
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete your account?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>This deletes, for good:</Text>
                <chakra.ul ps="5" listStyleType="disc" fontSize="sm">
                  <li>your sign-in and e-mail address</li>
                  <li>your profile and avatar</li>
                  <li>your reviews and ratings, and the likes on them</li>
                  <li>the likes you gave, your favorites and your watchlist</li>
                </chakra.ul>
                <Text fontSize="sm" color="fg.muted">
                  Download your data first if you want to keep it.
                </Text>
                <Field.Root>
                  <Field.Label display="block">
                    Type your username, <chakra.strong>{username}</chakra.strong>, to confirm
                  </Field.Label>
                  <Input value={typed} autoComplete="off" spellCheck={false} onChange={(event) => setTyped(event.currentTarget.value)} />
                </Field.Root>
                {error ? (
                  <Alert.Root status="error" borderRadius="lg">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" disabled={!matches} loading={pending} loadingText="Deleting…" onClick={() => void confirm()}>
                Delete my account
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
