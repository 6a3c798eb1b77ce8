/**
 * A second deployment of the same shell build on another port, whose remote map is replaced
 * (as a deployment would replace /remotes.json) to point one remote somewhere else.
 */
import path from 'node:path';
import { APPS, PORT_OFFSET, ROOT, SUPABASE_URL } from './environment';
import { serveApp, type Served } from './serve';

export function remoteMap(overrides: Record<string, string> = {}): string {
  const map: Record<string, string> = {};
  for (const app of APPS) {
    if (app.name !== 'shell') map[app.name] = `http://localhost:${app.port}/mf-manifest.json`;
  }
  return JSON.stringify({ ...map, ...overrides });
}

export function serveShellWithMap(port: number, overrides: Record<string, string>): Promise<Served> {
  return serveApp({
    root: path.join(ROOT, 'shell', 'dist'),
    port,
    spa: true,
    overrides: {
      '/remotes.json': remoteMap(overrides),
      ...(PORT_OFFSET === 0 ? {} : { '/env.json': JSON.stringify({ supabaseUrl: SUPABASE_URL }) }),
    },
  });
}

export function serveRemoteBuild(dir: string, port: number): Promise<Served> {
  return serveApp({ root: path.isAbsolute(dir) ? dir : path.join(ROOT, dir, 'dist'), port });
}
