/**
 * The deployment map (`/remotes.json`): for each remote, where its mf-manifest.json and its entry
 * (remoteEntry.js) are, which build it is, the platform range it needs and the routes it serves.
 * A deployment replaces this file without rebuilding anything, so no remote URL or page is
 * compiled into the shell. The shell loads a remote by its entry: the manifest describes the
 * build for tools, and a page load does not need to read it.
 *
 *   { "mf_search": { "manifest": "https://search.example.com/mf-manifest.json",
 *                    "entry": "https://search.example.com/remoteEntry.js",
 *                    "version": "0.1.0+3f9c2a1b7d", "platform": "^1.1.0",
 *                    "routes": [{ "path": "/search", "module": "SearchPage", "title": "Search" }] } }
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { ResolvedRoute } from '@marquee/shared/routes';
import { parseRouteDeclarations } from './parse-route-declarations';
import { platformMismatch } from './platform';

export interface RemoteDescriptor {
  name: string;
  /** The URL of the remote's remoteEntry.js. */
  entry: string;
  version: string;
  platform: string;
  routes: ResolvedRoute[];
  /** Set when this shell cannot run the remote: its pages show the error panel instead. */
  incompatible?: string;
  /** Set when the map's canary of this remote was chosen for this visitor (`@marquee/shared/remote-versions`). */
  canary?: true;
}

export interface Deployment {
  remotes: RemoteDescriptor[];
  /** What was wrong with the map, one line each; the shell logs them and carries on. */
  problems: string[];
}

const REMOTE_NAME = /^[a-z][a-z0-9_]{0,63}$/;

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * A map written before maps named entries has only the manifest: every Marquee remote's build
 * puts its entry, `remoteEntry.js`, beside it (shared/build/create-app-config.mjs).
 */
const entryBesideManifest = (manifest: string | undefined): string | undefined => manifest?.replace(/[^/]*$/, 'remoteEntry.js');

function parseRemote(name: string, value: unknown, base: string, problems: string[]): RemoteDescriptor | null {
  if (!REMOTE_NAME.test(name)) {
    problems.push(`${JSON.stringify(name)} is not a federation name`);
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${name}: expected an object with entry, version, platform and routes`);
    return null;
  }
  const fields = value as Record<string, unknown>;
  const given = nonEmpty(fields.entry) ?? entryBesideManifest(nonEmpty(fields.manifest));
  if (!given) {
    problems.push(`${name}: no entry URL (its remoteEntry.js)`);
    return null;
  }
  let entryUrl: string;
  try {
    entryUrl = new URL(given, base).toString();
  } catch {
    problems.push(`${name}: entry ${JSON.stringify(given)} is not a URL`);
    return null;
  }
  const platform = typeof fields.platform === 'string' ? fields.platform : '';
  const parsed = parseRouteDeclarations(name, fields.routes);
  problems.push(...parsed.problems);
  const incompatible = platformMismatch(name, platform);
  return {
    name,
    entry: entryUrl,
    version: typeof fields.version === 'string' ? fields.version : 'unknown',
    platform,
    routes: parsed.routes,
    ...(incompatible ? { incompatible } : {}),
    ...(fields.channel === 'canary' ? { canary: true as const } : {}),
  };
}

export function parseDeployment(json: unknown, base: string): Deployment {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('The remote map must be a JSON object');
  const deployment: Deployment = { remotes: [], problems: [] };
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    const remote = parseRemote(name, value, base, deployment.problems);
    if (remote) deployment.remotes.push(remote);
  }
  return deployment;
}

/**
 * Reads the map at `url`. `chooseVersions` resolves each remote's canary for this visitor before
 * the map is read (the shell passes `@marquee/shared/remote-versions`' choice; without it a map's
 * canaries are ignored and every remote runs its stable version).
 */
export async function fetchDeployment(
  url: string,
  fetchImpl: typeof fetch = fetch,
  chooseVersions: (map: unknown) => unknown = (map) => map,
): Promise<Deployment> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The remote map ${url} answered ${response.status}`);
  return parseDeployment(
    chooseVersions(await response.json()),
    new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href).toString(),
  );
}

const known = new Map<string, RemoteDescriptor>();

/** The descriptor the page registered for a remote, if any. */
export function remoteDescriptor(name: string): RemoteDescriptor | undefined {
  return known.get(name);
}

/**
 * Registers the compatible remotes with the federation runtime (nothing is fetched yet) and
 * remembers every descriptor, so loading a module of an incompatible remote fails with its reason.
 */
export function registerDeployment(deployment: Deployment): void {
  known.clear();
  for (const remote of deployment.remotes) known.set(remote.name, remote);
  registerRemotes(
    deployment.remotes.filter((remote) => !remote.incompatible).map((remote) => ({ name: remote.name, entry: remote.entry })),
    { force: true },
  );
}
