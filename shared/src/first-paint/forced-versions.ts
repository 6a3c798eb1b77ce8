/**
 * Forcing a remote's version for testing, whatever the visitor's bucket:
 *
 *   https://marquee.example.com/search?remote-version=mf_search:canary
 *   ?remote-version=mf_search:0.2.0%2Bbbb&remote-version=mf_movie:stable
 *
 * `canary`, `stable`, or the exact version of one of the two the map names. The choice is kept for
 * the tab (sessionStorage), so moving between pages and reloading keep it; `remote-version=reset`
 * forgets it. A version the map does not name for that remote leaves the bucket to decide.
 */
import type { ForcedVersion } from './choose-versions';

export const FORCE_PARAMETER = 'remote-version';
export const FORCED_KEY = 'marquee.forced-versions';

const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** The forced versions a query string names (`remote-version=<remote>:<version>`, repeatable). */
export function forcedFromQuery(search: string): Record<string, ForcedVersion> | 'reset' | null {
  const values = new URLSearchParams(search).getAll(FORCE_PARAMETER);
  if (values.length === 0) return null;
  if (values.includes('reset')) return 'reset';
  const forced: Record<string, ForcedVersion> = {};
  for (const value of values) {
    const colon = value.indexOf(':');
    const name = value.slice(0, colon);
    const version = value.slice(colon + 1).trim();
    if (colon > 0 && REMOTE_NAME.test(name) && version !== '' && version.length <= 100) forced[name] = version;
  }
  return forced;
}

type ForcedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readKept(storage: ForcedStorage | undefined): Record<string, ForcedVersion> {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(FORCED_KEY) ?? '{}');
    if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return {};
    return Object.fromEntries(Object.entries(kept).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  } catch {
    return {};
  }
}

/** This page's forced versions: the address's, kept for the tab, else those kept before. */
export function forcedVersions(search: string, storage: ForcedStorage | undefined): Record<string, ForcedVersion> {
  const fromQuery = forcedFromQuery(search);
  try {
    if (fromQuery === 'reset') storage?.removeItem(FORCED_KEY);
    else if (fromQuery) storage?.setItem(FORCED_KEY, JSON.stringify({ ...readKept(storage), ...fromQuery }));
  } catch {
    // Not kept: this page load still uses the address's.
  }
  if (fromQuery === 'reset') return {};
  return { ...readKept(storage), ...fromQuery };
}
