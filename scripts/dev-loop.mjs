/**
 * A feature team's working loop on one remote (`npm run dev -- <remote>`,
 * `node scripts/marquee.mjs dev <remote> [--against <shell URL>]`):
 *
 *   - the remote runs on its Rspack dev server, with hot reload and React Refresh;
 *   - the shell and the other remotes run as built: the production builds in each app's dist/
 *     (built first when missing or older than their sources), or, with `--against`, the
 *     deployment at that URL (its map, its remotes, its backend);
 *   - the shell's deployment map (/remotes.json) is the built or deployed one with this remote's
 *     entry pointed at the dev server (shared/build/map-override.mjs): the shell loads it the way
 *     it loads any deployed remote.
 *
 * The shell served is its production build made for this loop (`--env devLoop`, into
 * shell/.dev-loop/dist/): the same build with React's development build, the only one whose
 * renderer can refresh a component in place, and React's DevTools hook installed first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEV_LOOP_DIST } from '../shared/build/create-app-config.mjs';
import { PLATFORM_VERSION } from '../shared/build/federation-shared.mjs';
import { absoluteMap, withRemoteServedFrom } from '../shared/build/map-override.mjs';
import {
  DESCRIPTOR_FILE,
  SHELL_DESCRIPTOR_FILE,
  mapEntry,
  readDescriptor,
  readRouteDeclarations,
} from '../shared/build/remote-descriptor.mjs';
import { REMOTES, SHELL } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';

/** What a build is made from, besides its app's own folder: what every app's build reads. */
const SHARED_INPUTS = [
  'shared/src',
  'shared/build',
  'shared/package.json',
  'shared/platform.json',
  'apps.json',
  'pnpm-lock.yaml',
  'patches',
];
const NOT_INPUTS = new Set(['node_modules', 'dist', '.dev-loop', '.generated', '.cache']);

/** The newest modification time under `file` (a file or folder), tests and outputs left out. */
function newestInput(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file)) {
    if (!NOT_INPUTS.has(entry)) newest = Math.max(newest, newestInput(path.join(file, entry)));
  }
  return newest;
}

/** Whether the build whose output names `marker` is missing or older than any of its sources. */
export function isStale({ root, appDir, marker }) {
  if (!fs.existsSync(marker)) return true;
  const inputs = [appDir, ...SHARED_INPUTS.map((input) => path.join(root, input))];
  return Math.max(...inputs.map(newestInput)) > fs.statSync(marker).mtimeMs;
}

/** Resolves once `url` answers 200 (a dev server's first compilation is done). */
async function whenServing(url, { timeoutMs = 300_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { cache: 'no-store' });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function fetchJson(url) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * The deployment everything but the remote comes from: the built remotes of this checkout on
 * their ports, or the map (and public settings) of the deployment at `against`.
 */
async function baseDeployment({ root, app, against, offset }) {
  if (against) {
    const mapUrl = new URL('/remotes.json', against).href;
    const map = absoluteMap(await fetchJson(mapUrl), mapUrl);
    const env = await fetchJson(new URL('/env.json', against)).catch(() => null);
    return { map, env };
  }
  const map = Object.fromEntries(
    REMOTES.filter((remote) => remote !== app).map((remote) => [
      remote.name,
      mapEntry(readDescriptor(path.join(root, remote.dir, 'dist')), `http://localhost:${remote.port + offset}/mf-manifest.json`),
    ]),
  );
  return { map, env: null };
}

/** Starts the remote's Rspack dev server (hot reload, React Refresh) on its port, moved by `offset`. */
function startDevServer({ root, app, offset }) {
  const appDir = path.join(root, app.dir);
  const cli = path.join(
    path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('@rspack/cli/package.json')),
    'bin',
    'rspack.js',
  );
  return spawn(process.execPath, [cli, 'serve', '--mode', 'development'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, PORT_OFFSET: String(offset) },
  });
}

/**
 * @param {{ root: string, app: { dir: string, name: string, port: number }, against?: string,
 *   offset: number, backendUrl: string, pnpm: (args: string[]) => void,
 *   startBackend: (children: import('node:child_process').ChildProcess[]) => void }} options
 * @returns {Promise<{ children: import('node:child_process').ChildProcess[], servers: { close(): Promise<void> }[] }>}
 */
export async function devLoop({ root, app, against, offset, backendUrl, pnpm, startBackend }) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const children = [];
  const servers = [];

  // The dev server compiles while the builds below are checked (and made when needed).
  children.push(startDevServer({ root, app, offset }));
  const devOrigin = `http://localhost:${app.port + offset}`;

  const stale = [
    ...(against ? [] : REMOTES.filter((remote) => remote !== app)).filter((remote) =>
      isStale({ root, appDir: path.join(root, remote.dir), marker: path.join(root, remote.dir, 'dist', DESCRIPTOR_FILE) }),
    ),
  ];
  if (stale.length > 0) {
    console.log(`▸ Building ${stale.map((remote) => remote.dir).join(', ')} for production (missing or older than their sources)`);
    pnpm(['-r', '--workspace-concurrency=2', ...stale.flatMap((remote) => ['--filter', `./${remote.dir}`]), 'run', 'build']);
  }
  const shellDir = path.join(root, SHELL.dir);
  const shellDist = path.join(shellDir, DEV_LOOP_DIST);
  if (isStale({ root, appDir: shellDir, marker: path.join(shellDist, SHELL_DESCRIPTOR_FILE) })) {
    console.log('▸ Building the shell for the loop (production, with React’s development build)');
    pnpm(['--filter', `./${SHELL.dir}`, 'exec', 'rspack', 'build', '--mode', 'production', '--env', 'devLoop']);
  }

  const { map, env } = await baseDeployment({ root, app, against, offset });
  let routes = await readRouteDeclarations(path.join(root, app.dir));
  // A route added or renamed in routes.ts reaches the shell's next page load, as a release would.
  const routesFile = path.join(root, app.dir, 'src', 'routes.ts');
  fs.watchFile(routesFile, { interval: 1000 }, () => {
    readRouteDeclarations(path.join(root, app.dir)).then(
      (next) => (routes = next),
      (error) => console.error(`! ${routesFile}: ${error.message}`),
    );
  });
  const remoteMap = () =>
    JSON.stringify(withRemoteServedFrom(map, app.name, { origin: devOrigin, version: 'dev', platform: `^${PLATFORM_VERSION}`, routes }));
  const publicEnv = env ?? (offset !== 0 ? { supabaseUrl: backendUrl } : null);

  if (!against) {
    startBackend(children);
    for (const remote of REMOTES.filter((candidate) => candidate !== app)) {
      servers.push(await serveStatic({ root: path.join(root, remote.dir, 'dist'), port: remote.port + offset }));
    }
  }
  servers.push(
    await serveStatic({
      root: shellDist,
      port: SHELL.port + offset,
      spa: true,
      overrides: { '/remotes.json': remoteMap, ...(publicEnv ? { '/env.json': JSON.stringify(publicEnv) } : {}) },
    }),
  );

  await whenServing(`${devOrigin}/remoteEntry.js`);
  const shellUrl = `http://localhost:${SHELL.port + offset}`;
  const firstRoute = routes.find((route) => !route.path.includes(':'))?.path ?? '/';
  console.log(`\n✔ ${app.dir} is live in the shell, ${seconds()} s after the start`);
  console.log(`  ${app.dir.padEnd(11)} ${devOrigin}  (Rspack dev server: hot reload; alone at ${devOrigin}/)`);
  console.log(`  shell       ${shellUrl}  (the rest ${against ? `as deployed at ${against}` : 'from the production builds'})`);
  console.log(`\n  Open ${shellUrl}${firstRoute} · Ctrl+C stops everything\n`);
  return {
    children,
    servers: [...servers, { close: async () => fs.unwatchFile(routesFile) }],
  };
}
