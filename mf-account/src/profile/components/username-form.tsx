/**
 * The username's edit form, with Save and Cancel: loaded when the member heads for "Edit username"
 * (see username-editor.tsx), since most visits to the profile never rename.
 */
import { useEffect, useRef } from 'react';
import { Button, Field, HStack, Input, Stack } from '@marquee/shared/ui';
import { USERNAME_MAX_LENGTH, useUsernameEditor } from '../hooks/use-username-editor';

export function UsernameForm({ username, onClose }: { username: string; onClose(): void }) {
  const editor = useUsernameEditor(username, onClose);
  const field = useRef<HTMLInputElement>(null);
  // The field appears because the user pressed Edit: their focus follows into it.
  useEffect(() => {
    field.current?.focus();
  }, []);

  return (
    <form
      aria-label="Edit username"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <Field.Root invalid={Boolean(editor.error)} disabled={editor.saving}>
        <Field.Label srOnly>Username</Field.Label>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" w="full" maxW="md">
          <Input
            ref={field}
            value={editor.value}
            onChange={(event) => editor.change(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') editor.cancel();
            }}
            autoComplete="username"
            maxLength={USERNAME_MAX_LENGTH}
            spellCheck={false}
          />
          <HStack gap="2">
            <Button
              type="submit"
              colorPalette="orange"
              disabled={editor.saving || !editor.value.trim()}
              flex={{ base: '1', sm: 'initial' }}
            >
              {editor.saving ? 'Saving...' : 'Save'}
            </Button>
            <Button type="button" variant="outline" onClick={editor.cancel} disabled={editor.saving} flex={{ base: '1', sm: 'initial' }}>
              Cancel
            </Button>
          </HStack>
        </Stack>
        {editor.error ? (
          <Field.ErrorText>{editor.error}</Field.ErrorText>
        ) : (
          <Field.HelperText>Letters, numbers and underscores; at least 3 characters.</Field.HelperText>
        )}
      </Field.Root>
    </form>
  );
}
