/**
 * Builds every app for production (unless E2E_SKIP_BUILD=1), serves each from its own port as
 * a separately deployed static site, and starts the local Supabase-compatible backend with a
 * throwaway database. Everything stops when the run ends.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, EXTERNAL, PORT_OFFSET, ROOT, SHELL_URL, SUPABASE_URL } from './environment';
import { remoteMap } from './alt-shell';
import { startBackend, type Backend } from './backend';
import { serveApp, type Served } from './serve';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (EXTERNAL) {
    console.log(`[e2e] testing the deployment at ${SHELL_URL} (backend ${SUPABASE_URL}); nothing is built or served`);
    return async () => {};
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const started = performance.now();
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'marquee.mjs'), 'build'], { cwd: ROOT, stdio: 'inherit' });
    console.log(`[e2e] production builds took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const app of APPS) {
    if (!fs.existsSync(path.join(ROOT, app.dir, 'dist', app.spa ? 'index.html' : 'mf-manifest.json'))) {
      throw new Error(`${app.dir} has no production build (dist/)`);
    }
  }
  const served: Served[] = [];
  // The shell's deployment files: the map of the builds just made (and with moved ports, the moved backend).
  const shellOverrides: Record<string, string> = {
    '/remotes.json': remoteMap(),
    ...(PORT_OFFSET === 0 ? {} : { '/env.json': JSON.stringify({ supabaseUrl: SUPABASE_URL }) }),
  };
  for (const app of APPS) {
    served.push(
      await serveApp({ root: path.join(ROOT, app.dir, 'dist'), port: app.port, spa: app.spa, overrides: app.spa ? shellOverrides : {} }),
    );
  }
  console.log(`[e2e] apps served from ${SHELL_URL} on, backend ${SUPABASE_URL}`);

  let backend: Backend | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-db-'));
  backend = await startBackend({ dataDir });

  return async () => {
    await backend?.stop();
    await Promise.all(served.map((s) => s.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
