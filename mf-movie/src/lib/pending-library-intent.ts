/**
 * What a guest meant to do when Add to Favorites or Add to Watchlist sent them to sign in, so
 * the movie page can finish it once they are back. Kept in this tab's session storage, never in
 * the URL: a link someone shares must not be able to add movies to the visitor's library.
 */
import type { LibraryKind } from '@marquee/shared/library';

const STORAGE_KEY = 'marquee.pendingLibraryAdd';
/** Long enough to sign in or register; an intent older than this is forgotten. */
export const INTENT_TTL_MS = 10 * 60_000;

export interface PendingLibraryIntent {
  movieId: number;
  kind: LibraryKind;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberLibraryIntent(movieId: number, kind: LibraryKind, now = Date.now()): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ movieId, kind, at: now } satisfies PendingLibraryIntent));
}

/** The intent for this movie, if one is waiting and fresh; reading it forgets it. */
export function takeLibraryIntent(movieId: number, now = Date.now()): PendingLibraryIntent | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEY);
  if (!store || !raw) return null;
  let intent: unknown;
  try {
    intent = JSON.parse(raw);
  } catch {
    store.removeItem(STORAGE_KEY);
    return null;
  }
  const { movieId: id, kind, at } = (intent ?? {}) as Partial<PendingLibraryIntent>;
  const valid = typeof at === 'number' && now - at >= 0 && now - at <= INTENT_TTL_MS && (kind === 'favorites' || kind === 'watchlist');
  if (!valid) {
    store.removeItem(STORAGE_KEY);
    return null;
  }
  if (id !== movieId) return null;
  store.removeItem(STORAGE_KEY);
  return { movieId: id, kind, at };
}
