import { useState } from 'react';
import { UPDATE_USERNAME_FALLBACK, UsernameTakenError, useUpdateUsername } from '../api';
import { toaster } from '@marquee/shared/ui';
import { usernameSchema } from '../../validation';
import { ValidationError } from 'yup';
import { errorMessage } from '../../lib/error-message';

/** The database's limit (profiles_username_format allows 3 to 50 characters). */
export const USERNAME_MAX_LENGTH = 50;

function validationMessage(username: string): string | null {
  try {
    usernameSchema.validateSync(username);
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.message : null;
  }
}

/**
 * The username's edit mode: the typed text is trimmed; an empty value is
 * ignored; an unchanged one just closes the editor. On failure the editor stays open with what
 * was typed, so the visitor can correct it rather than start over.
 */
export function useUsernameEditor(current: string) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUsername();

  function start() {
    setValue(current);
    setError(null);
    update.reset();
    setEditing(true);
  }

  function cancel() {
    if (update.isPending) return;
    setError(null);
    setEditing(false);
  }

  function change(next: string) {
    setValue(next);
    setError(null);
  }

  async function save() {
    const username = value.trim();
    if (!username || update.isPending) return;
    if (username === current) {
      setEditing(false);
      return;
    }
    const invalid = validationMessage(username);
    if (invalid) {
      setError(invalid);
      return;
    }
    try {
      await update.mutateAsync(username);
    } catch (failure) {
      const message = errorMessage(failure, UPDATE_USERNAME_FALLBACK);
      if (failure instanceof UsernameTakenError) setError(message);
      toaster.create({ title: 'Update failed', description: message, type: 'error' });
      return;
    }
    setEditing(false);
    toaster.create({ title: 'Username updated', description: `You are now ${username}.`, type: 'success' });
  }

  return { editing, value, error, saving: update.isPending, start, cancel, change, save };
}
