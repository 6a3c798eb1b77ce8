/**
 * Whether the browser may hold a signed-in session, read from storage alone (before supabase-js
 * has loaded), one way for the whole page: the early start (a page for members gets its own first
 * paint only then) and the auth store (a visitor without one is known to be a guest at once).
 */

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

/** How long before its expiry a stored access token is no longer used: the client refreshes it first. */
const EXPIRY_MARGIN_MS = 60_000;

/** The member a stored session signs in, and the token to read as them. */
export interface StoredMember {
  userId: string;
  accessToken: string;
}

/**
 * The member of the session supabase-js stored, read without it, while its access token is good
 * for another minute; null otherwise (none, another shape, expired: the page's client then
 * refreshes or ends it before anything reads as the member).
 */
export function storedMember(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> | null = pageStorage(),
  now = Date.now(),
): StoredMember | null {
  try {
    for (let index = 0; storage && index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      if (!SESSION_KEY.test(key)) continue;
      const session: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      if (typeof session !== 'object' || session === null) continue;
      const { access_token: accessToken, expires_at: expiresAt, user } = session as Record<string, unknown>;
      const userId = typeof user === 'object' && user !== null ? (user as Record<string, unknown>).id : undefined;
      if (typeof accessToken !== 'string' || typeof userId !== 'string' || typeof expiresAt !== 'number') continue;
      if (expiresAt * 1000 > now + EXPIRY_MARGIN_MS) return { userId, accessToken };
    }
  } catch {
    // Storage refused, or not JSON: no member to read as.
  }
  return null;
}
