import { useEffect, useRef, useState } from 'react';
import { UPDATE_USERNAME_FALLBACK, UsernameTakenError, useUpdateUsername } from '../api';
import { toaster } from '@marquee/shared/ui';
import { errorMessage } from '@marquee/shared/format';

/** The database's limit (profiles_username_format allows 3 to 50 characters). */
export const USERNAME_MAX_LENGTH = 50;

/**
 * The username's rules (yup and its schema) load when the editor opens, not with the profile
 * page: most visits to the page never edit the name.
 */
const usernameRules = () => import('../../validation/username-message');

/**
 * The username's edit form, open from its first render until `close` is called: the typed text is
 * trimmed; an empty value is ignored; an unchanged one just closes the form. On failure the form
 * stays open with what was typed, so the visitor can correct it rather than start over.
 */
export function useUsernameEditor(current: string, close: () => void) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUsername();
  // A save waiting for the rules to load ignores another press of Save (or Enter).
  const checking = useRef(false);

  useEffect(() => {
    void usernameRules().catch(() => undefined);
  }, []);

  function cancel() {
    if (update.isPending) return;
    close();
  }

  function change(next: string) {
    setValue(next);
    setError(null);
  }

  async function save() {
    const username = value.trim();
    if (!username || update.isPending || checking.current) return;
    if (username === current) {
      close();
      return;
    }
    let invalid: string | null;
    checking.current = true;
    try {
      invalid = (await usernameRules()).usernameValidationMessage(username);
    } catch {
      // The rules could not be downloaded (a flaky network): the product's own failure message, not
      // the browser's (which names a script file); the editor stays open with the text.
      toaster.create({ title: 'Update failed', description: UPDATE_USERNAME_FALLBACK, type: 'error' });
      return;
    } finally {
      checking.current = false;
    }
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
    close();
    toaster.create({ title: 'Username updated', description: `You are now ${username}.`, type: 'success' });
  }

  return { value, error, saving: update.isPending, cancel, change, save };
}
