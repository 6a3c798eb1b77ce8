/**
 * Other deployments of the same shell build, each on its own port, whose deployment map is
 * replaced (as a deployment would replace /remotes.json) to point remotes at other builds.
 */
import path from 'node:path';
import { builtRemoteMap } from '../../shared/build/local-deployment.mjs';
import { mapEntry, readDescriptor } from '../../shared/build/remote-descriptor.mjs';
import { PORT_OFFSET, ROOT, SUPABASE_URL } from './environment';
import { serveApp, type Served } from './serve';

/** A deployment-map entry, or part of one to change in the standard entry (`{ manifest, entry }`). */
export type MapEntryOverride = Record<string, unknown>;

/** The map of the standard builds, with some entries replaced or changed. */
export function remoteMap(overrides: Record<string, MapEntryOverride | null> = {}): string {
  const map: Record<string, unknown> = builtRemoteMap({ offset: PORT_OFFSET });
  for (const [name, override] of Object.entries(overrides)) {
    if (override === null) delete map[name];
    else map[name] = { ...(map[name] as object | undefined), ...override };
  }
  return JSON.stringify(map);
}

/** Where the standard map entry's remote is served instead: another port (a build there, or none). */
export function servedAt(port: number): MapEntryOverride {
  return { manifest: `http://localhost:${port}/mf-manifest.json`, entry: `http://localhost:${port}/remoteEntry.js` };
}

/** The map entry of a production build in `distDir`, served at `port`. */
export function entryForBuild(distDir: string, port: number): MapEntryOverride {
  return mapEntry(readDescriptor(distDir), `http://localhost:${port}/mf-manifest.json`);
}

export function serveShellWithMap(
  port: number,
  overrides: Record<string, MapEntryOverride | null>,
  env: Record<string, unknown> = {},
): Promise<Served> {
  const envJson = { ...(PORT_OFFSET === 0 ? {} : { supabaseUrl: SUPABASE_URL }), ...env };
  return serveApp({
    root: path.join(ROOT, 'shell', 'dist'),
    port,
    spa: true,
    overrides: {
      '/remotes.json': remoteMap(overrides),
      ...(Object.keys(envJson).length > 0 ? { '/env.json': JSON.stringify(envJson) } : {}),
    },
  });
}

export function serveRemoteBuild(dir: string, port: number): Promise<Served> {
  return serveApp({ root: path.isAbsolute(dir) ? dir : path.join(ROOT, dir, 'dist'), port });
}
