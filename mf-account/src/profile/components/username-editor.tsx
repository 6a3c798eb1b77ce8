/**
 * The username as a heading with "Edit username", which opens the edit form in its place. The
 * form's code (its state, the save and the rules' loader) is not part of the profile's first
 * load: it downloads when the member points at or focuses the button, or presses it. A download
 * that fails says so and leaves the heading as it was.
 */
import { useState, type ComponentType } from 'react';
import { HStack, Heading, IconButton, toaster } from '@marquee/shared/ui';
import { PencilIcon } from './profile-icons';

type UsernameFormComponent = ComponentType<{ username: string; onClose(): void }>;

const usernameFormCode = () => import(/* webpackChunkName: "username-form" */ './username-form');
const preloadUsernameForm = () => void usernameFormCode().catch(() => undefined);

export function UsernameEditor({ username }: { username: string }) {
  const [Form, setForm] = useState<UsernameFormComponent | null>(null);

  if (Form) return <Form username={username} onClose={() => setForm(null)} />;

  const open = () =>
    usernameFormCode().then(
      (module) => setForm(() => module.UsernameForm),
      () =>
        toaster.create({
          type: 'error',
          title: 'Could not open the editor',
          description: 'Please check your connection and try again.',
        }),
    );

  return (
    <HStack gap="1" justify={{ base: 'center', md: 'flex-start' }} minW="0" maxW="full">
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight" truncate data-testid="profile-username">
        {username}
      </Heading>
      <IconButton
        aria-label="Edit username"
        variant="ghost"
        size="sm"
        onPointerEnter={preloadUsernameForm}
        onFocus={preloadUsernameForm}
        onClick={() => void open()}
      >
        <PencilIcon />
      </IconButton>
    </HStack>
  );
}
