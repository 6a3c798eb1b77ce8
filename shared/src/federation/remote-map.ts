/**
 * The remote map: which URL serves each remote's mf-manifest.json. It is a JSON file the shell
 * serves (`/remotes.json`), replaced by a deployment without rebuilding anything, so no remote
 * URL is ever compiled into the shell.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remote-modules';

export type RemoteMap = Partial<Record<RemoteName, string>>;

export function parseRemoteMap(json: unknown, base: string): RemoteMap {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('The remote map must be a JSON object');
  const map: RemoteMap = {};
  for (const name of REMOTE_NAMES) {
    const entry = (json as Record<string, unknown>)[name];
    if (typeof entry !== 'string' || entry.trim() === '') continue;
    map[name] = new URL(entry, base).toString();
  }
  return map;
}

export async function fetchRemoteMap(url: string, fetchImpl: typeof fetch = fetch): Promise<RemoteMap> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote map ${url} answered ${response.status}`);
  return parseRemoteMap(await response.json(), new URL(url, globalThis.location?.href ?? 'http://localhost/').toString());
}

/** Registers every remote of the map with the federation runtime; nothing is fetched yet. */
export function registerRemoteMap(map: RemoteMap): void {
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry: entry as string })),
    { force: true },
  );
}
