/**
 * A feature team's loop before shipping one remote, against the product as deployed:
 *
 *   1. the remote's type-check and unit tests;
 *   2. its contract: exposes and route declarations well formed (the shell's contract test for
 *      this remote), its platform range satisfied by the deployed shell's platform version, and
 *      none of its paths taken by another deployed remote;
 *   3. a production build of the remote, served locally, put into a candidate deployment map
 *      (the deployed map with only this remote replaced);
 *   4. the end-to-end specs tagged with the remote, run against the deployed shell with that
 *      candidate map: the other remotes are the deployed ones, not rebuilt.
 *
 * The deployment is `--against <shell URL>` (default: a local `npm start` on this machine).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importTypeScript, mapEntry, readDescriptor } from '../shared/build/remote-descriptor.mjs';
import { serveStatic } from './serve-static.mjs';

/** Runs a command to its end without blocking this process (the candidate remote is served from here). */
function runAsync(cmd, args, options) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function fetchJson(url) {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Step 2's deployment half: the deployed shell can run this build, and its paths are its own. */
export function contractProblems({ descriptor, shell, deployedMap, satisfies }) {
  const problems = [];
  if (!satisfies(shell.platform, descriptor.platform)) {
    problems.push(
      `${descriptor.name} needs platform ${descriptor.platform}, the deployed shell provides ${shell.platform}: release the shell first`,
    );
  }
  for (const [name, entry] of Object.entries(deployedMap)) {
    if (name === descriptor.name) continue;
    for (const route of entry.routes ?? []) {
      if (descriptor.routes.some((own) => own.path === route.path)) problems.push(`${route.path} is already served by ${name}`);
    }
  }
  return problems;
}

/**
 * @param {{ root: string, app: { dir: string, name: string }, against: string, port: number,
 *   pnpm: (args: string[]) => void, pnpmCommand: string[] }} options
 * @returns {Promise<boolean>}
 */
export async function checkRemote({ root, app, against, port, pnpm, pnpmCommand }) {
  console.log(`▸ ${app.dir}: type-check and unit tests`);
  pnpm(['--filter', `./${app.dir}`, 'run', 'typecheck']);
  pnpm(['--filter', `./${app.dir}`, 'exec', 'vitest', 'run', '--passWithNoTests']);

  console.log(`▸ ${app.dir}: contract with the shell`);
  pnpm(['--filter', './shell', 'exec', 'vitest', 'run', 'src/remotes-contract.test.ts', '-t', app.name]);
  pnpm(['--filter', `./${app.dir}`, 'run', 'build']);
  const distDir = path.join(root, app.dir, 'dist');
  const descriptor = readDescriptor(distDir);
  const shell = await fetchJson(new URL('/marquee-shell.json', against));
  const deployedMap = await fetchJson(new URL('/remotes.json', against));
  const { satisfiesRange } = await importTypeScript(path.join(root, 'shared', 'src', 'federation', 'semver-range.ts'));
  const problems = contractProblems({ descriptor, shell, deployedMap, satisfies: satisfiesRange });
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✖ ${problem}`);
    return false;
  }
  console.log(
    `✔ ${descriptor.name} ${descriptor.version} (platform ${descriptor.platform}) fits the shell at ${against} (platform ${shell.platform})`,
  );

  console.log(`▸ ${app.dir}: end-to-end specs tagged @${app.name}, against ${against} with this build`);
  const served = await serveStatic({ root: distDir, port });
  const mapFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-candidate-')), 'remotes.json');
  fs.writeFileSync(mapFile, JSON.stringify({ ...deployedMap, [descriptor.name]: mapEntry(descriptor, `${served.url}/mf-manifest.json`) }));
  const env = await fetchJson(new URL('/env.json', against)).catch(() => ({}));
  const [cmd, ...rest] = pnpmCommand;
  const code = await runAsync(cmd, [...rest, '--filter', './e2e', 'exec', 'playwright', 'test', '--grep', `@${app.name}`], {
    cwd: root,
    env: {
      ...process.env,
      E2E_BASE_URL: against,
      E2E_REMOTE_MAP: mapFile,
      ...(typeof env.supabaseUrl === 'string' ? { E2E_SUPABASE_URL: env.supabaseUrl } : {}),
    },
  });
  await served.close();
  return code === 0;
}
