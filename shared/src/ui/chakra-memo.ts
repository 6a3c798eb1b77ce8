/**
 * Marquee's stand-in for Chakra's internal `memo` (`@chakra-ui/react/dist/esm/utils/memo.js`):
 * the build puts this module in its place (shared/build/chakra-memo.mjs).
 *
 * Chakra memoizes its style machinery with it: `css`, `cva`, `sva`, the utilities' transforms,
 * token look-ups, condition sorting. Its cache key for a call is a string it builds from every
 * argument, with each object's keys sorted into a new array, every value prefixed and joined:
 * the whole style object a component resolves, again on each render, and a new string for a
 * single prop name. On a cold page that key building was about a tenth of the script time, the
 * largest part of Chakra's own.
 *
 * Same contract (a function's results cached by its arguments), cheaper keys and look-ups:
 * - a call with one primitive argument (a prop name, a token path, a value) caches under the
 *   argument itself: no key is built;
 * - other calls build one string in a single pass, objects in their own key order (two objects
 *   with the same entries in another order are two entries, a cache miss, never a wrong hit);
 * - each cache holds the last 2000 results computed (Chakra's, 500), dropping the oldest first, so
 *   a page's few hundred distinct component styles stay cached.
 */

const MAX_ENTRIES = 2000;

/**
 * One cache, bounded: when full, the oldest entry goes. A hit costs one look-up (Chakra's moves
 * the entry to the end, a delete and an insert on every call, which left its maps rehashing).
 */
class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest: K | undefined = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }
}

/**
 * The cache key of one value. Each kind has its own mark, and strings, keys and entries end in
 * control characters (U+0001–U+0003) that style values and prop names never contain, so two
 * different values cannot share a key. Functions count by name, as in Chakra's key.
 */
export function cacheKey(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return '"' + value + '\u0003';
    case 'number':
      return 'n' + String(value);
    case 'boolean':
      return value ? 'T' : 'F';
    case 'undefined':
      return 'U';
    case 'function':
      return 'f' + (value.name || 'anonymous') + '\u0003';
    case 'object': {
      if (value === null) return 'N';
      if (Array.isArray(value)) {
        let key = '[';
        for (const item of value as unknown[]) key += cacheKey(item) + '\u0002';
        return key + ']';
      }
      let key = '{';
      const record = value as Record<string, unknown>;
      for (const name of Object.keys(record)) key += name + '\u0001' + cacheKey(record[name]) + '\u0002';
      return key + '}';
    }
    default:
      // symbol, bigint
      return typeof value + ':' + String(value) + '\u0003';
  }
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

/** `fn` with its results cached by its arguments (Chakra's `memo`, same contract). */
export function memo<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const byPrimitive = new BoundedCache<unknown, Result>();
  const byKey = new BoundedCache<string, Result>();
  return function memoized(this: unknown, ...args: Args): Result {
    if (args.length === 1 && isPrimitive(args[0])) {
      let result = byPrimitive.get(args[0]);
      if (result === undefined) {
        result = fn.apply(this, args);
        byPrimitive.set(args[0], result);
      }
      return result;
    }
    let key = '';
    for (const arg of args) key += cacheKey(arg) + '\u0004';
    let result = byKey.get(key);
    if (result === undefined) {
      result = fn.apply(this, args);
      byKey.set(key, result);
    }
    return result;
  };
}
