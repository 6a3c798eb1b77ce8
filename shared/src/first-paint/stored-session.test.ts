import { describe, expect, it } from 'vitest';
import { createAuthStore } from '@marquee/shared/auth';
import { hasStoredSession, isAuthStorageKey } from './stored-session';

const storage = (keys: string[]) => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

/** A Storage over a fixed set of keys, for the auth store. */
function fullStorage(keys: string[]): Storage {
  return { ...storage(keys), getItem: () => null, setItem: () => undefined, removeItem: () => undefined, clear: () => undefined };
}

const KEYS = ['sb-127-auth-token', 'sb-abcdefgh-auth-token-code-verifier', 'supabase.auth.token', 'theme', 'review-draft-1-user'];

describe('a session stored in the browser, read before supabase-js has loaded', () => {
  it('is any auth key (spec 4): the early start reads storage as the auth store does', () => {
    for (const key of KEYS) expect(hasStoredSession(storage(['theme', key])), key).toBe(isAuthStorageKey(key));
    expect(hasStoredSession(storage(['sb-abcdefgh-auth-token-code-verifier']))).toBe(true);
    expect(hasStoredSession(storage(['supabase.auth.token']))).toBe(true);
    expect(hasStoredSession(storage(['theme']))).toBe(false);
    expect(hasStoredSession(storage([]))).toBe(false);
    expect(hasStoredSession(null)).toBe(false);
  });

  it("agrees with the auth store's first state for each stored key: loading (may be a member) exactly when the early start sees a session", () => {
    for (const key of KEYS) {
      const store = createAuthStore(() => new Promise(() => undefined), {
        storage: () => fullStorage([key]),
        onSessionStoredElsewhere: () => () => undefined,
        confirmStoredSessionWhen: () => new Promise(() => undefined),
      });
      expect(store.getState().loading, key).toBe(hasStoredSession(storage([key])));
    }
  });

  it('is none when the storage refuses to be read', () => {
    const refusing = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    expect(hasStoredSession(refusing)).toBe(false);
  });
});
