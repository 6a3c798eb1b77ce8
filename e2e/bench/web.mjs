/**
 * `npm run bench:web`: what a visitor feels, measured on production builds with the local stack.
 *
 *   1. Cold load of each main route (a list page among them: the bench member's, made through the
 *      list editor) at 4× CPU slowdown on loopback: gzipped JavaScript bytes of the first load
 *      and, apart, of the monitoring the shell loads once the page is idle,
 *      requests made before the first contentful paint, FCP and LCP (median of 3 fresh visits);
 *      then FCP and LCP on a phone's network, throttled for real (150 ms, 1.6 Mbps), with where
 *      the largest paint was: index.html's frame or the page.
 *   2. Moving between pages (no throttle): click → the new page's heading in the DOM, median of
 *      5 fresh visits, with the pointer on the link for 300 ms first, as a person would.
 *   3. Lighthouse (its default mobile profile: simulated slow 4G, 4× CPU) on each route: the
 *      performance score, LCP, TBT and CLS as the median of 3 runs in the light theme, and the
 *      accessibility, best-practices and SEO scores in the light and the dark theme; and the same
 *      for the same pages built as one application without federation (e2e/bench/single-app),
 *      each of its runs right after the federated one, so the two columns show what federation
 *      itself costs in the figures the goals are set in, not only in bytes.
 *
 * Prints one table per part and writes everything to a JSON file (default
 * `e2e/test-results/bench-web.json`). Options: --no-build, --runs N, --skip-lighthouse,
 * --out FILE, --base URL (measure a running deployment instead of starting one); to iterate on
 * a route or two in minutes: --routes a,b (a route's path as the table prints it, `/diary`, or a
 * word of its name, `list`), --skip-cold (parts 1's loads on loopback and on a phone's network),
 * --skip-switches (part 2), --skip-single (no one-application build and no runs on it).
 * Lighthouse's table names each route's largest contentful paint element (the run whose LCP is the median).
 * Timings belong here, never in asserted tests: this machine is shared and noisy.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : fallback;
};

const RUNS = Number(option('--runs', '3'));
/** The routes to measure (`--routes /diary,list`): every one without the option. */
const ROUTE_FILTER = option('--routes', '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 700);
const BASE = option('--base', `http://localhost:${3000 + OFFSET}`).replace(/\/$/, '');
const BACKEND = `http://127.0.0.1:${54321 + OFFSET}`;
const OUT = path.resolve(option('--out', path.join(ROOT, 'e2e', 'test-results', 'bench-web.json')));
const DEBUG_PORT = 9400 + (OFFSET % 100);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SINGLE_APP_PORT = 3050 + OFFSET;
const SINGLE_APP = `http://localhost:${SINGLE_APP_PORT}`;

const MOVIE_PATH = '/movie/23813862';
export const ROUTES = [
  { path: '/', name: 'home' },
  { path: '/trending', name: 'trending' },
  { path: '/search?q=star', name: 'search' },
  { path: MOVIE_PATH, name: 'movie' },
  { path: '/profile', name: 'profile (signed in)', signedIn: true },
  { path: '/diary', name: 'diary (signed in)', signedIn: true },
  // The bench member's public list (made through the list editor once signed in), read as a guest.
  { path: '/u/:username/list/:slug', name: 'list page', list: true },
];

/** Makes a public list of three films through /lists/new; answers its page's path. */
async function makeList(context) {
  const page = await context.newPage();
  await page.goto(`${BASE}/lists/new`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Bench list');
  for (const [title, year] of [
    ['Inception', '2010'],
    ['Memento', '2001'],
    ['The Matrix', '1999'],
  ]) {
    await page.getByRole('combobox', { name: 'Add a film' }).fill(title);
    await page.getByRole('option').filter({ hasText: title }).filter({ hasText: year }).first().click();
  }
  await page.getByRole('button', { name: 'Save list' }).click();
  await page.waitForURL(/\/u\/[^/]+\/list\/bench-list$/);
  const listPath = new URL(page.url()).pathname;
  await page.close();
  return listPath;
}

const SWITCHES = [
  { from: '/', link: 'Search', heading: 'Search Movies' },
  { from: '/search', link: 'Discover', heading: 'Discover your next favorite movie' },
  { from: '/', link: 'Trending', heading: 'Trending Movies' },
  { from: '/', card: true, heading: null },
  { from: '/', link: 'Trending', heading: 'Discover your next favorite movie', back: true },
];

const median = (values) => {
  const sorted = [...values].filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};
const round = (value, digits = 0) => (value === null ? null : Number(value.toFixed(digits)));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Builds (unless told not to) and serves everything on moved ports with a throwaway database. */
async function startProduct() {
  if (!flag('--no-build'))
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'marquee.mjs'), 'build'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'marquee.mjs'), 'serve'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT_OFFSET: String(OFFSET),
      PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
      STORAGE_DIR: path.join(dataDir, 'storage'),
      MARQUEE_RELEASES_DIR: path.join(dataDir, 'releases'),
      SUPABASE_QUIET: 'true',
      GOTRUE_RATE_LIMIT_OTP: '1000',
    },
  });
  await waitFor(`${BASE}/remotes.json`, 30_000);
  await waitFor(`${BACKEND}/auth/v1/health`, 60_000);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** A member to open /profile as: registered through the product's own sign-up and sign-in pages. */
async function signIn(context) {
  const page = await context.newPage();
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  const main = page.getByRole('main');
  await page.goto(`${BASE}/signup`);
  await main.getByLabel('Username').fill(`bench${Date.now() % 1e8}`);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Without e-mail confirmations (the local default) sign-up signs the member in at once;
  // with them, the page sends the member to sign in.
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  const signedIn = await Promise.race([accountMenu.waitFor().then(() => true), page.waitForURL(/\/auth\/login/).then(() => false)]);
  if (!signedIn) {
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await accountMenu.waitFor();
  }
  await page.close();
}

/**
 * A phone's network as Lighthouse's mobile profile assumes it (slow 4G: 150 ms round trips,
 * 1.6 Mbps down, 750 kbps up), applied for real by the browser rather than simulated afterwards.
 */
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Part 1: one cold visit at 4× CPU: JS bytes, requests before FCP, FCP, LCP and where the largest
 * paint was (index.html's frame, before the page's code ran, or the page). On loopback, or with
 * `network` on a throttled one.
 */
async function coldVisit(browser, route, storageState, base = BASE, network = null) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A new context starts with an empty cache. Disabling it as well would also disable the memory
  // cache that hands a preloaded file to the element asking for it, which a phone's visit has.
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  else await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const jsBytes = new Map();
  const encoded = new Map();
  const afterIdle = new Set();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    jsBytes.set(requestId, response.url);
    // The shell's monitoring loads once the page is idle, after the first load by design.
    if (/\/after-idle-monitoring\.[0-9a-f]+\.js$/.test(new URL(response.url).pathname)) afterIdle.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => encoded.set(requestId, encodedDataLength));
  await page.addInitScript(() => {
    window.__lcp = 0;
    window.__lcpIn = null;
    window.__fcp = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.startTime;
        // The frame is replaced whole when the page renders: an element gone by now was in it.
        window.__lcpIn = !entry.element || entry.element.closest('.boot') ? 'frame' : 'page';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  // Under 4× CPU the shell can be busy for longer than networkidle's quiet half second before it
  // asks for the remote: wait for the page itself, then for the network.
  await page.goto(`${base}${route.path}`);
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const timing = await page.evaluate(() => {
    const fcp = window.__fcp;
    const resources = performance.getEntriesByType('resource');
    return {
      fcp,
      lcp: window.__lcp || null,
      lcpIn: window.__lcpIn,
      requestsBeforeFcp: fcp === null ? null : 1 + resources.filter((r) => r.startTime < fcp).length,
    };
  });
  let bytes = 0;
  let afterIdleBytes = 0;
  const perOrigin = {};
  const files = {};
  for (const [requestId, url] of jsBytes) {
    const size = encoded.get(requestId) ?? 0;
    if (afterIdle.has(requestId)) {
      afterIdleBytes += size;
      continue;
    }
    bytes += size;
    const { origin, pathname } = new URL(url);
    perOrigin[origin] = (perOrigin[origin] ?? 0) + size;
    files[`${origin}${pathname}`] = size;
  }
  await context.close();
  return {
    ...timing,
    jsKB: bytes / 1024,
    afterIdleKB: afterIdleBytes / 1024,
    scripts: jsBytes.size - afterIdle.size,
    jsKBPerOrigin: Object.fromEntries(Object.entries(perOrigin).map(([o, b]) => [o, round(b / 1024, 1)])),
    jsBytesPerFile: files,
  };
}

/** Part 2: click → heading in the DOM, measured inside the page (no test-runner polling in between). */
async function switchOnce(browser, step) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${BASE}${step.from}`, { waitUntil: 'networkidle' });
  const link = step.card
    ? page.locator('main a[href^="/movie/"]').first()
    : page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: step.link, exact: true });
  await link.hover();
  await page.waitForTimeout(300);
  if (step.back) {
    // Back to a page of a loaded remote: go forward first, then measure the Back.
    await link.click();
    await page.locator('main h1').filter({ hasText: 'Trending Movies' }).waitFor();
    await page.waitForTimeout(300);
  }
  // The trigger runs inside the page, so no test-runner polling competes with the page for the CPU.
  const ms = await link.evaluate(
    (anchor, { heading, back }) =>
      new Promise((resolve) => {
        const before = location.pathname;
        const started = performance.now();
        const arrived = () => {
          const h1 = document.querySelector('main h1');
          return location.pathname !== before && Boolean(h1 && (heading === null || h1.textContent?.includes(heading)));
        };
        new MutationObserver((_, observer) => {
          if (arrived()) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
        if (back) history.back();
        else anchor.click();
      }),
    { heading: step.heading, back: Boolean(step.back) },
  );
  await context.close();
  return ms;
}

/**
 * Part 3: one Lighthouse run on the shared browser (its storage kept: the theme, and the member's
 * session for a signed-in route; a visitor's route runs without it).
 */
async function lighthouseRun(context, url, theme, categories, session) {
  const page = await context.newPage();
  await page.goto(new URL('/favicon.svg', url).href);
  await page.evaluate(
    ({ value, entries }) => {
      localStorage.setItem('theme', value);
      for (const key of Object.keys(localStorage))
        if (key.startsWith('sb-') || key.startsWith('supabase.auth.')) localStorage.removeItem(key);
      for (const { name, value: stored } of entries) localStorage.setItem(name, stored);
    },
    { value: theme, entries: session },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: categories,
  });
  const { categories: scores, audits } = result.lhr;
  return {
    performance: scores.performance ? Math.round(scores.performance.score * 100) : null,
    accessibility: scores.accessibility ? Math.round(scores.accessibility.score * 100) : null,
    bestPractices: scores['best-practices'] ? Math.round(scores['best-practices'].score * 100) : null,
    seo: scores.seo ? Math.round(scores.seo.score * 100) : null,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: audits['total-blocking-time']?.numericValue ?? null,
    cls: audits['cumulative-layout-shift']?.numericValue ?? null,
    lcpElement: lcpElementOf(audits['lcp-breakdown-insight']?.details),
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** The largest contentful paint's element as Lighthouse names it (its CSS selector and the start of its HTML). */
function lcpElementOf(details) {
  const nodes = [details];
  while (nodes.length > 0) {
    const item = nodes.shift();
    if (typeof item !== 'object' || item === null) continue;
    if (item.type === 'node') return `${item.selector ?? '?'} ${(item.snippet ?? '').slice(0, 80)}`.trim();
    nodes.push(...(Array.isArray(item) ? item : Object.values(item)));
  }
  return null;
}

/** Whether `--routes` asks for a route: its path, or a word of its name. */
function routeAsked(route) {
  return ROUTE_FILTER.length === 0 || ROUTE_FILTER.some((word) => route.path === word || route.name.split(/\W+/).includes(word));
}

/**
 * The same shell and pages built as one application without federation
 * (e2e/bench/single-app), served beside the product with the same deployment map.
 */
async function startSingleApp() {
  const shellDir = path.join(ROOT, 'shell');
  const cli = path.join(ROOT, 'shell', 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  execFileSync(
    process.execPath,
    [cli, 'build', '--mode', 'production', '--config', path.join(ROOT, 'e2e', 'bench', 'single-app', 'rspack.config.mjs')],
    {
      cwd: shellDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const { serveStatic } = await import(path.join(ROOT, 'scripts', 'serve-static.mjs'));
  const map = await (await fetch(`${BASE}/remotes.json`)).text();
  const envJson = await fetch(`${BASE}/env.json`).then((r) => (r.ok ? r.text() : '{}'));
  return serveStatic({
    root: path.join(ROOT, 'e2e', 'bench', 'single-app', 'dist'),
    port: SINGLE_APP_PORT,
    spa: true,
    overrides: { '/remotes.json': map, '/env.json': envJson },
  });
}

function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}

async function main() {
  const stop = option('--base') ? async () => {} : await startProduct();
  const report = { date: new Date().toISOString(), base: BASE, cold: [], switches: [], lighthouse: [] };
  let single = null;
  try {
    // The same pages as one application (not when measuring a running deployment).
    if (!option('--base') && !flag('--skip-single')) single = await startSingleApp();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const memberContext = await browser.newContext();
    await signIn(memberContext);
    const storageState = await memberContext.storageState();
    const listPath = await makeList(memberContext);
    await memberContext.close();
    const routes = ROUTES.filter(routeAsked).map((route) => (route.list ? { ...route, path: listPath } : route));

    for (const route of flag('--skip-cold') ? [] : routes) {
      const visits = [];
      for (let i = 0; i < RUNS; i += 1) visits.push(await coldVisit(browser, route, route.signedIn ? storageState : undefined));
      report.cold.push({
        route: route.path,
        jsKB: round(median(visits.map((v) => v.jsKB)), 1),
        afterIdleKB: round(median(visits.map((v) => v.afterIdleKB)), 1),
        requestsBeforeFcp: median(visits.map((v) => v.requestsBeforeFcp)),
        fcpMs: round(median(visits.map((v) => v.fcp))),
        lcpMs: round(median(visits.map((v) => v.lcp))),
        jsKBPerOrigin: visits[0]?.jsKBPerOrigin,
        jsBytesPerFile: visits[0]?.jsBytesPerFile,
      });
    }
    if (!flag('--skip-cold'))
      printTable(
        'Cold load, 4× CPU, loopback (median of ' + RUNS + ')',
        report.cold.map(({ jsKBPerOrigin: _, jsBytesPerFile: __, ...row }) => row),
      );

    // The same cold loads on a phone's network: what Lighthouse's simulation cannot show, a first
    // paint that draws the page's first images before its code has arrived.
    report.phoneNetwork = [];
    for (const route of flag('--skip-cold') ? [] : routes) {
      const visits = [];
      for (let i = 0; i < RUNS; i += 1)
        visits.push(await coldVisit(browser, route, route.signedIn ? storageState : undefined, BASE, PHONE_NETWORK));
      const places = visits.map((v) => v.lcpIn);
      report.phoneNetwork.push({
        route: route.path,
        fcpMs: round(median(visits.map((v) => v.fcp))),
        lcpMs: round(median(visits.map((v) => v.lcp))),
        largestPaintIn: [...new Set(places)].map((place) => `${place} ×${places.filter((p) => p === place).length}`).join(', '),
        lcpRunsMs: visits.map((v) => round(v.lcp)),
      });
    }
    if (!flag('--skip-cold'))
      printTable(
        `Cold load on a phone's network (150 ms, 1.6 Mbps) at 4× CPU (median of ${RUNS})`,
        report.phoneNetwork.map(({ lcpRunsMs: _, ...row }) => row),
      );

    if (single && !flag('--skip-cold')) {
      const federated = [];
      const alone = [];
      for (let i = 0; i < RUNS; i += 1) {
        federated.push(await coldVisit(browser, ROUTES[0], undefined, BASE));
        alone.push(await coldVisit(browser, ROUTES[0], undefined, SINGLE_APP));
      }
      const row = (name, visits) => ({
        build: name,
        jsKB: round(median(visits.map((v) => v.jsKB)), 1),
        scripts: median(visits.map((v) => v.scripts)),
        requestsBeforeFcp: median(visits.map((v) => v.requestsBeforeFcp)),
        fcpMs: round(median(visits.map((v) => v.fcp))),
        lcpMs: round(median(visits.map((v) => v.lcp))),
      });
      report.federationCost = [row('federated (shell + remotes)', federated), row('one application, no federation', alone)];
      const [f, a] = report.federationCost;
      report.federationCost.push({ build: 'federated ÷ single', jsKB: round(f.jsKB / a.jsKB, 2), scripts: f.scripts - a.scripts });
      printTable('What federation costs on / (cold, 4× CPU)', report.federationCost);
    }

    for (const step of flag('--skip-switches') ? [] : SWITCHES) {
      const times = [];
      for (let i = 0; i < 5; i += 1) times.push(await switchOnce(browser, step));
      report.switches.push({
        from: step.from,
        to: step.back ? `${step.link}, then Back` : step.card ? 'a movie card' : step.link,
        medianMs: round(median(times)),
        runsMs: times.map((t) => round(t)),
      });
    }
    if (!flag('--skip-switches')) printTable('Click → new heading, no throttle (median of 5 fresh visits)', report.switches);
    await browser.close();

    if (!flag('--skip-lighthouse')) {
      const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-lighthouse-'));
      const lhContext = await chromium.launchPersistentContext(profileDir, {
        executablePath: CHROMIUM,
        headless: true,
        args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
      });
      // The member's session, given to the browser Lighthouse drives for /profile only.
      const session = storageState.origins.filter((o) => o.origin === BASE).flatMap((origin) => origin.localStorage);
      const singleRows = [];
      for (const route of routes) {
        const light = [];
        const alone = [];
        // Each federated run is followed by one of the same page built as one application, so a
        // machine that slows down for a while weighs on both columns alike.
        for (let i = 0; i < RUNS; i += 1) {
          light.push(
            await lighthouseRun(
              lhContext,
              `${BASE}${route.path}`,
              'light',
              ['performance', 'accessibility', 'best-practices', 'seo'],
              route.signedIn ? session : [],
            ),
          );
          if (single)
            alone.push(
              await lighthouseRun(lhContext, `${SINGLE_APP}${route.path}`, 'light', ['performance'], route.signedIn ? session : []),
            );
        }
        if (single) {
          const of = (runs, key) => round(median(runs.map((run) => run[key])));
          singleRows.push({
            route: route.path,
            'performance federated': of(light, 'performance'),
            'performance single': of(alone, 'performance'),
            'TBT federated': of(light, 'tbtMs'),
            'TBT single': of(alone, 'tbtMs'),
            'LCP federated': of(light, 'lcpMs'),
            'LCP single': of(alone, 'lcpMs'),
          });
        }
        const dark = await lighthouseRun(
          lhContext,
          `${BASE}${route.path}`,
          'dark',
          ['accessibility', 'best-practices', 'seo'],
          route.signedIn ? session : [],
        );
        const pick = (key) => median(light.map((run) => run[key]));
        const medianLcp = [...light].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((light.length - 1) / 2)];
        report.lighthouse.push({
          route: route.path,
          performance: pick('performance'),
          lcpMs: round(pick('lcpMs')),
          tbtMs: round(pick('tbtMs')),
          cls: round(pick('cls'), 3),
          a11yLight: pick('accessibility'),
          a11yDark: dark.accessibility,
          bestPractices: Math.min(pick('bestPractices'), dark.bestPractices),
          seo: Math.min(pick('seo'), dark.seo),
          failing: [...new Set([...light.flatMap((run) => run.failing), ...dark.failing])],
          lcpElement: medianLcp?.lcpElement ?? null,
        });
      }
      printTable(
        `Lighthouse mobile (median of ${RUNS}; accessibility light/dark)`,
        report.lighthouse.map(({ failing: _, lcpElement: __, ...row }) => row),
      );
      for (const row of report.lighthouse) console.log(`  ${row.route}: largest contentful paint ${row.lcpElement ?? 'not named'}`);
      for (const row of report.lighthouse)
        if (row.failing.length > 0) console.log(`  ${row.route}: failing audits ${row.failing.join(', ')}`);
      if (single) {
        report.lighthouseSingle = singleRows;
        printTable(`Lighthouse mobile: federated and the same pages as one application (median of ${RUNS}, runs interleaved)`, singleRows);
      }
      await lhContext.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
  } finally {
    single?.close();
    await stop();
  }
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, OUT)}`);
}

await main();
