/**
 * The deployment map of a local run: every remote of apps.json on its localhost port (moved by
 * PORT_OFFSET). From production builds it copies each remote's dist/marquee-remote.json; for dev
 * servers, which keep their builds in memory, it reads each remote's src/routes.ts directly.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './apps.mjs';
import { PLATFORM_VERSION } from './federation-shared.mjs';
import { mapEntry, readDescriptor, readRouteDeclarations } from './remote-descriptor.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const manifestUrl = (remote, offset) => `http://localhost:${remote.port + offset}/mf-manifest.json`;

/** The map for the production builds in each remote's dist/. */
export function builtRemoteMap({ offset = 0, root = ROOT } = {}) {
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, mapEntry(readDescriptor(path.join(root, remote.dir, 'dist')), manifestUrl(remote, offset))]),
  );
}

/** The map for the remotes' dev servers. */
export async function devRemoteMap({ offset = 0, root = ROOT } = {}) {
  const entries = await Promise.all(
    REMOTES.map(async (remote) => {
      const routes = await readRouteDeclarations(path.join(root, remote.dir));
      return [remote.name, mapEntry({ version: 'dev', platform: `^${PLATFORM_VERSION}`, routes }, manifestUrl(remote, offset))];
    }),
  );
  return Object.fromEntries(entries);
}
