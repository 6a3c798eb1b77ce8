#!/usr/bin/env node
/**
 * The one entry point behind the root scripts (`npm start`, `npm test`, ...). It needs only
 * Node 20+ and npm: pnpm is used from PATH when present, otherwise fetched by npx.
 *
 *   start      install, build every app for production, start the local backend, serve each
 *              app from its own port as separately deployed static sites
 *   serve      the same without building (serves the existing dist/ folders)
 *
 * PORT_OFFSET=N moves every port by N (apps 3000+N…, backend 54321+N), so a second copy can run
 * beside the first.
 *   dev        install, start the local backend and every app's Rspack dev server (hot reload)
 *   dev <remote> [--against URL]   that remote on its dev server (hot reload) inside the shell,
 *              the shell and the other remotes from their production builds (built when stale)
 *              or as deployed at URL (scripts/dev-loop.mjs)
 *   build      install and build every app for production (prints build times)
 *   test       install, type-check, lint, unit + backend tests, end-to-end tests
 *   typecheck  tsc --noEmit in every package
 *   lint       eslint, prettier --check and knip (unused files, exports, dependencies) over the workspace
 *   release <remote> [--dist DIR]   build (or take) one remote and release it into releases/
 *   release <remote> --canary N     the same, but the build goes to N % of visitors only (a canary)
 *   canary <remote> <version> --share N   give a released version to N % of visitors (or change the share)
 *   promote <remote> [--force]      make the canary the stable version, unless its real-user
 *                                   evidence (status) says it is worse; --force overrides that
 *   rollback <remote> [--to VERSION]   drop the canary, or point the map back at an earlier release
 *   status <remote> [--since 1h]    stable against canary: page views, error rate, p75 LCP/INP/CLS
 *   releases   list every released version and the one the map points at
 *   check <remote> [--against URL]   a feature team's checks before shipping one remote
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, SUPABASE_PORT } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';
import { builtRemoteMap } from '../shared/build/local-deployment.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Settings come from the environment, or from a `.env` beside this repo (see .env.example).
if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));
const PNPM_VERSION = '10.34.8';

function hasCommand(cmd) {
  return spawnSync(cmd, ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' }).status === 0;
}

const pnpmCommand = hasCommand('pnpm') ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];

function run(args, { cwd = ROOT, env = {}, allowFailure = false } = {}) {
  const [cmd, ...rest] = args;
  const result = spawnSync(cmd, rest, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !allowFailure) {
    console.error(`\n✖ ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

const pnpm = (args, options) => run([...pnpmCommand, ...args], options);

function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const stale = !fs.existsSync(marker) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs);
  if (stale) {
    console.log('▸ Installing dependencies with pnpm');
    pnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
  }
}

const appFilters = APPS.flatMap((app) => ['--filter', `./${app.dir}`]);

function buildApps() {
  console.log('▸ Building every app for production');
  const started = performance.now();
  pnpm(['-r', '--workspace-concurrency=2', ...appFilters, 'run', 'build']);
  console.log(`✔ Built ${APPS.length} apps in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const portOf = (app) => app.port + PORT_OFFSET;
const backendPort = SUPABASE_PORT + PORT_OFFSET;
const backendUrl = `http://127.0.0.1:${backendPort}`;

const RELEASES_DIR = path.resolve(ROOT, process.env.MARQUEE_RELEASES_DIR ?? 'releases');
const RELEASES_PORT = 3010 + PORT_OFFSET;
const RELEASES_URL = process.env.MARQUEE_RELEASE_BASE_URL ?? `http://localhost:${RELEASES_PORT}/`;

/** The local deployment map: every built remote, except those released into releases/ (their map wins). */
function localRemoteMap() {
  const releasedMap = path.join(RELEASES_DIR, 'remotes.json');
  const released = fs.existsSync(releasedMap) ? JSON.parse(fs.readFileSync(releasedMap, 'utf8')) : {};
  return JSON.stringify({ ...builtRemoteMap({ offset: PORT_OFFSET }), ...released });
}

/** The shell's deployment files: the map (read afresh at each request), and with moved ports the moved backend. */
function shellOverrides() {
  const overrides = { '/remotes.json': localRemoteMap };
  if (PORT_OFFSET !== 0) overrides['/env.json'] = JSON.stringify({ supabaseUrl: backendUrl });
  return overrides;
}

function startBackend(children) {
  const main = path.join(ROOT, 'local-stack', 'server', 'main.ts');
  if (!fs.existsSync(main)) {
    console.warn('! local-stack/server/main.ts not found: starting without the local backend');
    return;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: path.join(ROOT, 'local-stack'),
    stdio: 'inherit',
    env: { ...process.env, SUPABASE_PORT: String(backendPort), SITE_URL: process.env.SITE_URL ?? `http://localhost:${3000 + PORT_OFFSET}` },
  });
  children.push(child);
}

function stopOnSignal(children, servers = []) {
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function start({ build = true } = {}) {
  ensureDependencies();
  if (build) buildApps();
  const children = [];
  startBackend(children);
  const servers = [];
  for (const app of APPS) {
    servers.push(
      await serveStatic({
        root: path.join(ROOT, app.dir, 'dist'),
        port: portOf(app),
        spa: app.spa,
        overrides: app.spa ? shellOverrides() : {},
      }),
    );
  }
  fs.mkdirSync(RELEASES_DIR, { recursive: true });
  servers.push(await serveStatic({ root: RELEASES_DIR, port: RELEASES_PORT }));
  stopOnSignal(children, servers);
  console.log('\n✔ Marquee is running');
  for (const app of APPS) console.log(`  ${app.dir.padEnd(11)} http://localhost:${portOf(app)}`);
  console.log(`  releases    http://localhost:${RELEASES_PORT}  (node scripts/marquee.mjs release <remote>)`);
  console.log(`  backend     ${backendUrl}  (e-mail inbox: ${backendUrl}/inbox/ui)`);
  console.log(`\n  Open http://localhost:${3000 + PORT_OFFSET} · Ctrl+C stops everything\n`);
}

async function dev() {
  ensureDependencies();
  // `dev <remote>`: that remote on its dev server inside the shell, the rest as built or deployed.
  if (process.argv[3] && !process.argv[3].startsWith('-')) {
    const { devLoop } = await import('./dev-loop.mjs');
    const { children, servers } = await devLoop({
      root: ROOT,
      app: remoteArgument(),
      against: optionValue('--against'),
      offset: PORT_OFFSET,
      backendUrl,
      pnpm,
      startBackend,
    });
    stopOnSignal(children, servers);
    return;
  }
  const children = [];
  startBackend(children);
  for (const app of APPS) {
    const [cmd, ...rest] = pnpmCommand;
    children.push(spawn(cmd, [...rest, '--filter', `./${app.dir}`, 'run', 'dev'], { cwd: ROOT, stdio: 'inherit' }));
  }
  stopOnSignal(children);
}

function typecheck() {
  ensureDependencies();
  pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
}

function lint() {
  ensureDependencies();
  pnpm(['exec', 'eslint', '--max-warnings=0', '.']);
  // One format (.prettierrc.json); `npm run format` rewrites files to it.
  pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
  // Unused files, exports and dependencies (knip.jsonc says what counts as used).
  pnpm(['exec', 'knip', '--no-progress', '--no-config-hints']);
}

/** Runs every package's tests and ends with one plain `N passed, N failed` line. */
async function test() {
  ensureDependencies();
  typecheck();
  lint();
  const { runTests } = await import('./run-tests.mjs');
  const ok = await runTests({ root: ROOT, pnpmCommand });
  process.exit(ok ? 0 : 1);
}

/** The remote named on the command line (its folder or federation name). */
function remoteArgument() {
  const wanted = process.argv[3];
  const app = APPS.find((candidate) => !candidate.spa && (candidate.dir === wanted || candidate.name === wanted));
  if (!app) {
    console.error(
      `Name a remote: ${APPS.filter((a) => !a.spa)
        .map((a) => a.dir)
        .join(', ')}`,
    );
    process.exit(2);
  }
  return app;
}

const optionValue = (flag) => {
  const index = process.argv.indexOf(flag);
  return index > 0 ? process.argv[index + 1] : undefined;
};

async function releaseRemote() {
  const app = remoteArgument();
  ensureDependencies();
  // --dist releases a build made elsewhere (a CI artifact); otherwise the remote is built now, alone.
  const given = optionValue('--dist');
  if (!given) pnpm(['--filter', `./${app.dir}`, 'run', 'build']);
  const { release, parseShare } = await import('./releases.mjs');
  const canaryShare = process.argv.includes('--canary') ? parseShare(optionValue('--canary')) : undefined;
  const distDir = given ? path.resolve(given) : path.join(ROOT, app.dir, 'dist');
  const released = release({ distDir, releasesDir: RELEASES_DIR, baseUrl: RELEASES_URL, expectedName: app.name, canaryShare });
  const map = `${path.relative(ROOT, RELEASES_DIR)}/remotes.json`;
  console.log(
    canaryShare === undefined
      ? `✔ Released ${released.name} ${released.version} to ${path.relative(ROOT, released.folder)}; ${map} points at it`
      : `✔ Released ${released.name} ${released.version} to ${path.relative(ROOT, released.folder)} as the canary for ${canaryShare} % of visitors (${map})`,
  );
}

/** Fails the command with a one-line message instead of a stack trace. */
async function orExit(work) {
  try {
    return await work();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

async function canaryRemote() {
  const app = remoteArgument();
  const version = process.argv[4];
  const { setCanary, parseShare } = await import('./releases.mjs');
  await orExit(() => {
    if (!version || version.startsWith('--')) throw new Error('Name the released version: canary <remote> <version> --share N');
    const result = setCanary({
      releasesDir: RELEASES_DIR,
      baseUrl: RELEASES_URL,
      name: app.name,
      version,
      share: parseShare(optionValue('--share')),
    });
    console.log(
      `✔ ${result.name}: ${result.version} for ${result.share} % of visitors, ${result.stable} for the rest (only the map changed)`,
    );
  });
}

/** Where the real-user measurements are: the backend the shell reports to, read with the service role. */
async function telemetrySource() {
  const url = process.env.MARQUEE_SUPABASE_URL && PORT_OFFSET === 0 ? process.env.MARQUEE_SUPABASE_URL : backendUrl;
  let serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!serviceKey) {
    const { importTypeScript } = await import('../shared/build/remote-descriptor.mjs');
    serviceKey = (await importTypeScript(path.join(ROOT, 'local-stack', 'server', 'config.ts'))).DEFAULT_SERVICE_ROLE_KEY;
  }
  return { url, serviceKey };
}

async function evidenceOf(app) {
  const { parseSince, fetchEvidence } = await import('./release-evidence.mjs');
  const sinceText = optionValue('--since') ?? '1h';
  const map = JSON.parse(
    fs.existsSync(path.join(RELEASES_DIR, 'remotes.json')) ? fs.readFileSync(path.join(RELEASES_DIR, 'remotes.json'), 'utf8') : '{}',
  );
  const entry = map[app.name];
  if (!entry) throw new Error(`${app.name} has no release in ${path.relative(ROOT, RELEASES_DIR)}/remotes.json`);
  const evidence = await fetchEvidence({
    ...(await telemetrySource()),
    remote: app.name,
    stableVersion: entry.version,
    canaryVersion: entry.canary?.version,
    sinceMs: parseSince(sinceText),
  });
  return { evidence, sinceText };
}

async function statusRemote() {
  const app = remoteArgument();
  const { formatEvidence } = await import('./release-evidence.mjs');
  await orExit(async () => {
    const { evidence, sinceText } = await evidenceOf(app);
    console.log(formatEvidence(app.name, evidence, sinceText));
  });
}

async function promoteRemote() {
  const app = remoteArgument();
  const { promote, canaryOf } = await import('./releases.mjs');
  const { formatEvidence, promotionBlockers } = await import('./release-evidence.mjs');
  await orExit(async () => {
    if (!canaryOf({ releasesDir: RELEASES_DIR, name: app.name })) throw new Error(`${app.name} has no canary to promote`);
    const { evidence, sinceText } = await evidenceOf(app);
    const blockers = promotionBlockers(evidence);
    if (blockers.length > 0) {
      console.log(formatEvidence(app.name, evidence, sinceText));
      if (!process.argv.includes('--force')) {
        console.error(`✖ Not promoting ${app.name} ${evidence.canary.version}: ${blockers.join('; ')}.`);
        console.error(`  Roll it back (rollback ${app.dir}) or promote anyway with --force.`);
        process.exit(1);
      }
      console.warn(`! --force: promoting although ${blockers.join('; ')}.`);
    }
    const result = promote({ releasesDir: RELEASES_DIR, baseUrl: RELEASES_URL, name: app.name });
    console.log(`✔ ${result.name}: ${result.previous} → ${result.version} for every visitor (only the map changed)`);
  });
}

async function rollbackRemote() {
  const app = remoteArgument();
  const { rollback } = await import('./releases.mjs');
  await orExit(() => {
    const result = rollback({ releasesDir: RELEASES_DIR, baseUrl: RELEASES_URL, name: app.name, version: optionValue('--to') });
    console.log(
      result.droppedCanary
        ? `✔ ${result.name}: canary ${result.previous} dropped; every visitor runs ${result.version} (only the map changed)`
        : `✔ ${result.name}: ${result.previous ?? '(none)'} → ${result.version}`,
    );
  });
}

async function listReleases() {
  const { listReleases: list } = await import('./releases.mjs');
  for (const { name, versions, current, canary } of list({ releasesDir: RELEASES_DIR })) {
    console.log(`${name}`);
    for (const version of versions) {
      const mark = version === current ? '▸' : canary?.version === version ? '◦' : ' ';
      console.log(`  ${mark} ${version}${canary?.version === version ? ` (canary, ${canary.share} %)` : ''}`);
    }
  }
}

async function checkRemoteCommand() {
  const app = remoteArgument();
  ensureDependencies();
  const { checkRemote } = await import('./check-remote.mjs');
  const ok = await checkRemote({
    root: ROOT,
    app,
    against: optionValue('--against') ?? `http://localhost:${3000 + PORT_OFFSET}`,
    port: 3100 + PORT_OFFSET,
    pnpm,
    pnpmCommand,
  });
  console.log(ok ? `✔ ${app.dir} is ready to ship` : `✖ ${app.dir} is not ready to ship`);
  process.exit(ok ? 0 : 1);
}

/** Builds, serves on moved ports and measures what visitors feel (e2e/bench/web.mjs). */
function benchWeb() {
  ensureDependencies();
  pnpm(['--filter', './e2e', 'exec', 'node', 'bench/web.mjs', ...process.argv.slice(3)]);
}

const tasks = {
  start,
  serve: () => start({ build: false }),
  dev,
  build: () => (ensureDependencies(), buildApps()),
  test,
  typecheck,
  lint,
  release: releaseRemote,
  canary: canaryRemote,
  promote: promoteRemote,
  rollback: rollbackRemote,
  status: statusRemote,
  releases: listReleases,
  check: checkRemoteCommand,
  'bench:web': benchWeb,
};
const task = tasks[process.argv[2] ?? ''];
if (!task) {
  console.error(`Usage: node scripts/marquee.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}
await task();
