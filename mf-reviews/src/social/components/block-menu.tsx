/**
 * The profile's "More" menu: "Block {username}" behind a confirmation, then "Unblock". Only for a
 * signed-in member looking at someone else. The database enforces what a block does.
 */
import { useState } from 'react';
import { useAuth } from '@marquee/shared/auth';
import { Button, Dialog, IconButton, Menu, MoreIcon, Portal, Text, toaster } from '@marquee/shared/ui';
import { useHasBlocked, useSetBlocked } from '../api/follows';

export function BlockMenu({ userId, username }: { userId: string; username: string }) {
  const { user } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const blocked = useHasBlocked(user?.id ?? null, userId);
  const setBlocked = useSetBlocked();
  if (!user || user.id === userId) return null;
  const isBlocked = blocked.data === true;
  const apply = (block: boolean) =>
    setBlocked.mutate(
      { blockerId: user.id, blockedId: userId, block },
      {
        onSuccess: () => {
          setConfirming(false);
          toaster.create({ type: 'success', title: block ? `You blocked ${username}` : `You unblocked ${username}` });
        },
        onError: (error) => toaster.create({ type: 'error', title: 'Could not change the block', description: error.message }),
      },
    );
  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={`More about ${username}`}>
            <MoreIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {isBlocked ? (
                <Menu.Item value="unblock" onClick={() => apply(false)}>
                  Unblock
                </Menu.Item>
              ) : (
                <Menu.Item value="block" color="fg.error" onClick={() => setConfirming(true)}>
                  Block {username}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(details) => setConfirming(details.open)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Block {username}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>
                  They will no longer be able to follow you, like or comment on your reviews, and you will not be notified of them. Their
                  comments on your reviews are hidden from you. They are not told.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" loading={setBlocked.isPending} onClick={() => apply(true)}>
                  Block {username}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
