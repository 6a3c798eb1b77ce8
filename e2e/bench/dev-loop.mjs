/**
 * How long a feature team waits, on this machine:
 *
 *   - `loop`: `node scripts/marquee.mjs dev mf-search` (mf-search on its dev server inside the
 *     shell, the rest as built), from the command's start to the first page: /search?q=star in the
 *     shell with its first result shown. `--cold` deletes the builds first (a fresh clone's first
 *     run: they are made before the page can show).
 *   - `all`: today's `node scripts/marquee.mjs dev` (every app's dev server), the same page.
 *   - in each, a hot update: a component's text changed on disk → the new text on the page
 *     (median of --runs, each change then taken back).
 *
 *   node e2e/bench/dev-loop.mjs [loop|all ...] [--cold] [--runs N]      (PORT_OFFSET, default 700)
 *
 * Timings belong here, never in asserted tests: this machine is shared and noisy.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const modes = argv.filter((arg) => arg === 'loop' || arg === 'all');
const COLD = argv.includes('--cold');
const RUNS = Number(argv[argv.indexOf('--runs') + 1] || 3);
const OFFSET = Number(process.env.PORT_OFFSET ?? 700);
const SHELL = `http://localhost:${3000 + OFFSET}`;
const PAGE_FILE = path.join(ROOT, 'mf-search', 'src', 'pages', 'search-page.tsx');
const SUBTITLE = 'Find movies by title, or browse by genre, year and rating.';

const seconds = (ms) => (ms / 1000).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function start(args) {
  return spawn(process.execPath, [path.join(ROOT, 'scripts', 'marquee.mjs'), ...args], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT_OFFSET: String(OFFSET) },
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    process.kill(-child.pid, 'SIGTERM');
  });
}

/** Opens the page until it shows its first result; the time since `since`. */
async function firstPage(page, since) {
  for (;;) {
    try {
      await page.goto(`${SHELL}/search?q=star`, { timeout: 10_000 });
      await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first().waitFor({ timeout: 20_000 });
      return performance.now() - since;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** A saved change to the page's subtitle → shown; then taken back → shown. */
async function hotUpdates(page) {
  const original = fs.readFileSync(PAGE_FILE, 'utf8');
  const times = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const edited = `${SUBTITLE.slice(0, -1)} (run ${run}).`;
      for (const [text, source] of [
        [edited, original.replace(SUBTITLE, edited)],
        [SUBTITLE, original],
      ]) {
        const saved = performance.now();
        fs.writeFileSync(PAGE_FILE, source);
        await page.getByText(text, { exact: true }).waitFor({ state: 'attached', timeout: 60_000 });
        times.push(performance.now() - saved);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  } finally {
    fs.writeFileSync(PAGE_FILE, original);
  }
  const reloaded = await page.evaluate(() => !('benchMarker' in window));
  return { median: median(times), max: Math.max(...times), reloaded };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = [];
for (const mode of modes.length > 0 ? modes : ['loop', 'all']) {
  if (mode === 'loop' && COLD) {
    for (const dir of ['mf-catalog', 'mf-movie', 'mf-account', 'mf-reviews'].map((app) => path.join(ROOT, app, 'dist'))) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.rmSync(path.join(ROOT, 'shell', '.dev-loop'), { recursive: true, force: true });
  }
  const since = performance.now();
  const child = start(mode === 'loop' ? ['dev', 'mf-search'] : ['dev']);
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    const name = mode === 'loop' ? `dev mf-search${COLD ? ' (no builds)' : ''}` : 'dev (six dev servers)';
    const first = await firstPage(page, since);
    console.log(`${name}: first page ${seconds(first)} s`);
    await page.evaluate(() => Object.assign(window, { benchMarker: true }));
    // A change that never shows (no hot update reaches the page) is reported as such.
    const hot = await hotUpdates(page).catch(() => null);
    console.log(`${name}: hot update ${hot ? `${seconds(hot.median)} s (median)` : 'not shown within 60 s'}`);
    results.push({ mode: name, first, hot });
  } finally {
    await page.close();
    await stop(child);
  }
}
await browser.close();

console.log(
  `\n${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
console.log('| command | first page (s) | hot update, median / slowest (s) | page reloaded |');
console.log('|---|---|---|---|');
for (const { mode, first, hot } of results) {
  const hotCells = hot ? `${seconds(hot.median)} / ${seconds(hot.max)} | ${hot.reloaded ? 'yes' : 'no'}` : 'not shown within 60 s | –';
  console.log(`| \`${mode}\` | ${seconds(first)} | ${hotCells} |`);
}
