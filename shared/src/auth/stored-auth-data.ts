import type { Session } from '@supabase/supabase-js';
import { isAuthStorageKey } from '@marquee/shared/first-paint';

export { isAuthStorageKey };

export function clearStoredAuthData(storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && isAuthStorageKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** supabase-js keeps the session under `sb-<project>-auth-token`, as JSON. */
const SESSION_KEY = /^sb-.+-auth-token$/;

/**
 * The session supabase-js stored, read without supabase-js: the page can show a member as signed
 * in before the client has loaded, and the client's own answer then confirms or ends it. Anything
 * that does not look like a session (another shape, a code verifier, corrupt JSON) is ignored.
 */
export function readStoredSession(storage: Storage | null): Session | null {
  for (let i = 0; storage && i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key || !SESSION_KEY.test(key)) continue;
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      if (isSession(value)) return value;
    } catch {
      // Not JSON: not a session.
    }
  }
  return null;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token, refresh_token, user } = value as Record<string, unknown>;
  return (
    typeof access_token === 'string' &&
    typeof refresh_token === 'string' &&
    typeof user === 'object' &&
    user !== null &&
    typeof (user as Record<string, unknown>).id === 'string'
  );
}
