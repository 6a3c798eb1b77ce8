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
