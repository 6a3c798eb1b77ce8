/**
 * Ids must survive rebuilds (they are in URLs, favorites and reviews), so they come from the
 * film's own facts, not from its position in the file.
 */

/** FNV-1a, 32 bits: small, fast and identical in every JavaScript runtime. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

const MOVIE_ID_MIN = 10_000_000;
const MOVIE_ID_SPAN = 90_000_000;

/**
 * Maps each key to an 8-digit id. Keys are taken in sorted order and a collision moves to the
 * next free id, so the result depends only on the set of keys, never on file order.
 */
export function assignStableIds(keys: readonly string[]): Map<string, number> {
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  for (const key of [...new Set(keys)].sort()) {
    let id = MOVIE_ID_MIN + (fnv1a(key) % MOVIE_ID_SPAN);
    while (taken.has(id)) id = id + 1 >= MOVIE_ID_MIN + MOVIE_ID_SPAN ? MOVIE_ID_MIN : id + 1;
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}

/** Ids for things named by a single string (directors, distributors), in a smaller range. */
export function nameId(kind: string, name: string): number {
  return 1_000 + (fnv1a(`${kind}:${name}`) % 8_999_000);
}

/** TMDb credit ids are 24 hex digits. */
export function creditId(seed: string): string {
  let out = '';
  for (let i = 0; out.length < 24; i++) out += fnv1a(`${i}:${seed}`).toString(16).padStart(8, '0');
  return out.slice(0, 24);
}
