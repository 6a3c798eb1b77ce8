/**
 * Whether the browser may hold a signed-in session, read from storage alone (before supabase-js
 * has loaded), one way for the whole page: the early start (a page for members gets its own first
 * paint only then) and the auth store (a visitor without one is known to be a guest at once).
 */
import type { Session } from '@supabase/supabase-js';

/** Auth data lives in localStorage keys beginning `supabase.auth.` or containing `sb-` (spec 4). */
export function isAuthStorageKey(key: string): boolean {
  return key.startsWith('supabase.auth.') || key.includes('sb-');
}

/** The page's storage, or null where there is none or it is refused (privacy settings). */
function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether any stored key is auth data (`isAuthStorageKey`). */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | null = pageStorage()): boolean {
  try {
    for (let index = 0; storage && index < storage.length; index += 1) if (isAuthStorageKey(storage.key(index) ?? '')) return true;
  } catch {
    // Storage refused (privacy settings): as without a session.
  }
  return false;
}

/** supabase-js keeps the session under `sb-<project>-auth-token`, as JSON. */
const SESSION_KEY = /^sb-.+-auth-token$/;

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

/**
 * The session supabase-js stored, read without supabase-js: the page can show a member as signed
 * in (the auth store) or read as them (the early start) before the client has loaded, and the
 * client's own answer then confirms or ends it. Anything that does not look like a session
 * (another shape, a code verifier, corrupt JSON, refused storage) is ignored.
 */
export function readStoredSession(storage: Pick<Storage, 'length' | 'key' | 'getItem'> | null = pageStorage()): Session | null {
  try {
    for (let index = 0; storage && index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key || !SESSION_KEY.test(key)) continue;
      try {
        const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
        if (isSession(value)) return value;
      } catch {
        // Not JSON: not a session.
      }
    }
  } catch {
    // Storage refused (privacy settings): no session to read.
  }
  return null;
}

/** How long before its expiry a stored access token is no longer used: the client refreshes it first. */
const EXPIRY_MARGIN_MS = 60_000;

/** The member a stored session signs in, and the token to read as them. */
export interface StoredMember {
  userId: string;
  accessToken: string;
}

/**
 * The member of the stored session while its access token is good for another minute; null
 * otherwise (none, or expiring: the page's client then refreshes or ends it before anything reads
 * as the member).
 */
export function storedMember(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> | null = pageStorage(),
  now = Date.now(),
): StoredMember | null {
  const session = readStoredSession(storage);
  const expiresAt = session?.expires_at;
  if (!session || typeof expiresAt !== 'number' || expiresAt * 1000 <= now + EXPIRY_MARGIN_MS) return null;
  return { userId: session.user.id, accessToken: session.access_token };
}
