/**
 * A feature team releases a canary by the map alone, sees its errors and vitals beside the
 * stable's, and promotes or rolls back on that evidence; the telemetry function takes only what
 * it should; a remote that hangs says so early.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { entryForBuild, remoteMap, serveRemoteBuild, serveShellWithMap, servedAt } from '../support/alt-shell';
import { PORT_OFFSET, ROOT, SUPABASE_URL, TELEMETRY_BATCHES_PER_MINUTE, extraPort } from '../support/environment';
import { buildAltCatalog } from '../support/fixture-builds';
import { startHangingServer } from '../support/hanging-server';
import { navigateInApp } from '../support/page-probes';
import { serveApp, type Served } from '../support/serve';

const SHELL = extraPort(40);
const shellUrl = (pathname: string) => `http://localhost:${SHELL}${pathname}`;
const RELEASES_PORT = extraPort(41);
const TELEMETRY = `${SUPABASE_URL}/functions/v1/telemetry`;

let workDir = '';
const servers: Served[] = [];

/** Counts the page's telemetry beacons (window.__telemetryBeacons) and keeps their bodies (__telemetryBodies), passing each on. */
async function countBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const counted = window as unknown as { __telemetryBeacons?: number; __telemetryBodies?: string[] };
    navigator.sendBeacon = (url, body) => {
      if (String(url).includes('/functions/v1/telemetry')) {
        counted.__telemetryBeacons = (counted.__telemetryBeacons ?? 0) + 1;
        if (body instanceof Blob) void body.text().then((text) => (counted.__telemetryBodies ??= []).push(text));
      }
      return send(url, body);
    };
  });
}

/** Once the monitoring has started (after idle), sends what it holds, as leaving the page would. */
async function flushTelemetry(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    () => {
      dispatchEvent(new Event('pagehide'));
      return ((window as unknown as { __telemetryBeacons?: number }).__telemetryBeacons ?? 0) > 0;
    },
    null,
    { polling: 250, timeout: 20_000 },
  );
}

/** `node scripts/marquee.mjs …` on this run's ports and releases folder; its output, and its exit code. */
function cli(releasesDir: string, ...args: string[]): { output: string; code: number } {
  try {
    const output = execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'marquee.mjs'), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        MARQUEE_RELEASES_DIR: releasesDir,
        MARQUEE_RELEASE_BASE_URL: `http://localhost:${RELEASES_PORT}/`,
        PORT_OFFSET: String(PORT_OFFSET),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { output, code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; status?: number };
    return { output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`, code: failed.status ?? 1 };
  }
}

/** The numbers of one column of `status` (stable or canary): page views and errors. */
function statusColumn(output: string, column: 0 | 1): { pageViews: number; errors: number; errorRate: number } {
  const cells = (label: string) =>
    (output.split('\n').find((line) => line.startsWith(label)) ?? '')
      .slice(label.length)
      .trim()
      .split(/\s{3,}/);
  const pageViews = Number(cells('page views')[column] ?? 0);
  const errorCell = cells('errors')[column] ?? '0 (—)';
  const rate = /\(([\d.]+) %\)/.exec(errorCell);
  return { pageViews, errors: Number(errorCell.split(' ')[0]), errorRate: rate ? Number(rate[1]) : 0 };
}

/** Serves the releases folder and the shell with the folder's map, read afresh at each request. */
async function serveReleases(releasesDir: string): Promise<void> {
  fs.mkdirSync(releasesDir, { recursive: true });
  const releasedMap = () =>
    JSON.parse(fs.readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  servers.push(await serveApp({ root: releasesDir, port: RELEASES_PORT }));
  servers.push(
    await serveApp({
      root: path.join(ROOT, 'shell', 'dist'),
      port: SHELL,
      spa: true,
      overrides: {
        '/remotes.json': () => remoteMap(releasedMap()),
        ...(PORT_OFFSET === 0 ? {} : { '/env.json': JSON.stringify({ supabaseUrl: SUPABASE_URL }) }),
      },
    }),
  );
}

const stableText = (page: Page) => page.getByText('Served by a second deployment of mf_catalog (stable build).');
const canaryText = (page: Page) => page.getByText('Served by a second deployment of mf_catalog (canary build).');

test.describe('canary releases and real-user monitoring', { tag: ['@local', '@shell', '@mf_catalog'] }, () => {
  test.describe.configure({ mode: 'serial' });

  let stableDist = '';
  let canaryDist = '';
  let brokenDist = '';

  test.beforeAll(() => {
    test.setTimeout(240_000);
    const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-canary-builds-'));
    stableDist = buildAltCatalog(path.join(builds, 'stable'), { label: 'stable build' });
    canaryDist = buildAltCatalog(path.join(builds, 'canary'), { label: 'canary build' });
    brokenDist = buildAltCatalog(path.join(builds, 'broken'), { label: 'canary build', throws: true });
  });

  test.beforeEach(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-canary-'));
  });

  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('a canary at 100 % loads for every visitor, at 0 % for none, and a forced version loads whatever the share', async ({ page }) => {
    servers.push(await serveRemoteBuild(stableDist, extraPort(42)));
    servers.push(await serveRemoteBuild(canaryDist, extraPort(43)));
    const canaryEntry = entryForBuild(canaryDist, extraPort(43));
    const withShare = (share: number) => ({
      mf_catalog: { ...entryForBuild(stableDist, extraPort(42)), canary: { ...canaryEntry, share } },
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    servers.push(await serveShellWithMap(SHELL, withShare(100)));
    await page.goto(shellUrl('/'));
    await expect(canaryText(page)).toBeVisible();
    await Promise.all(servers.splice(2).map((server) => server.close()));

    servers.push(await serveShellWithMap(SHELL, withShare(0)));
    requested.length = 0;
    await page.goto(shellUrl('/'));
    await expect(stableText(page)).toBeVisible();
    // The early start preloads the version the app runs: nothing of the canary was asked for.
    expect(requested.filter((url) => url.includes(`:${extraPort(43)}/`))).toEqual([]);

    await page.goto(shellUrl('/?remote-version=mf_catalog:canary'));
    await expect(canaryText(page)).toBeVisible();
    // Kept for the tab: a reload without the parameter runs the forced version still.
    await page.goto(shellUrl('/'));
    await expect(canaryText(page)).toBeVisible();
    await page.goto(shellUrl('/?remote-version=reset'));
    await expect(stableText(page)).toBeVisible();
  });

  test('a canary that throws on one route is recorded with its version; status shows it, promote refuses, rollback restores', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const releasesDir = path.join(workDir, 'releases');
    await serveReleases(releasesDir);
    expect(cli(releasesDir, 'release', 'mf-catalog', '--dist', stableDist).output).toContain('Released mf_catalog');
    const canaryRelease = cli(releasesDir, 'release', 'mf-catalog', '--dist', brokenDist, '--canary', '10');
    expect(canaryRelease.output).toContain('as the canary for 10 % of visitors');
    await countBeacons(page);

    // Ten visits to each version, forced, as visitors in and out of the canary's share.
    for (let visit = 0; visit < 10; visit += 1) {
      await page.goto(shellUrl('/?remote-version=mf_catalog:stable'));
      await expect(stableText(page)).toBeVisible();
      await flushTelemetry(page);
      await page.goto(shellUrl('/?remote-version=mf_catalog:canary'));
      await expect(page.getByRole('heading', { name: 'Discover is unavailable right now' })).toBeVisible();
      await flushTelemetry(page);
    }

    let status = cli(releasesDir, 'status', 'mf-catalog', '--since', '1h');
    await expect
      .poll(
        () => {
          status = cli(releasesDir, 'status', 'mf-catalog', '--since', '1h');
          // Earlier tests may have shown the same stable build: at least these visits.
          return Math.min(statusColumn(status.output, 0).pageViews, statusColumn(status.output, 1).pageViews);
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(10);
    const [stable, canary] = [statusColumn(status.output, 0), statusColumn(status.output, 1)];
    expect(status.output).toMatch(/canary \S+\+\S+/);
    expect(canary.errors).toBe(10);
    expect(canary.errorRate).toBeGreaterThan(stable.errorRate);
    expect(status.output).toMatch(/p75 LCP\s+\d+ ms \(n=\d+\)/);

    const refused = cli(releasesDir, 'promote', 'mf-catalog');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Not promoting mf_catalog \S+: its error rate 100\.0 % is more than 2× the stable's/);

    const rolledBack = cli(releasesDir, 'rollback', 'mf-catalog');
    expect(rolledBack.output).toMatch(/canary \S+ dropped; every visitor runs \S+/);
    await page.goto(shellUrl('/?remote-version=mf_catalog:canary'));
    await expect(stableText(page)).toBeVisible();
  });

  test('vitals arrive for a page view, tagged with the route pattern and version', async ({ page }) => {
    test.setTimeout(120_000);
    const releasesDir = path.join(workDir, 'releases');
    await serveReleases(releasesDir);
    cli(releasesDir, 'release', 'mf-catalog', '--dist', canaryDist);
    await countBeacons(page);
    await page.goto(shellUrl('/?q=private-words'));
    await expect(canaryText(page)).toBeVisible();
    await flushTelemetry(page);
    // What left the page: the route's pattern, never the address or its query.
    const sent = await page
      .waitForFunction(() => (window as unknown as { __telemetryBodies?: string[] }).__telemetryBodies)
      .then((bodies) => bodies.jsonValue() as Promise<string[]>);
    // A second input ends the largest paint's measurement; leaving sends it.
    await page.keyboard.press('Shift');
    await page.goto('about:blank');
    await expect
      .poll(() => statusColumn(cli(releasesDir, 'status', 'mf-catalog').output, 0).pageViews, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    const status = cli(releasesDir, 'status', 'mf-catalog').output;
    expect(status).toMatch(/p75 LCP\s+\d+ ms \(n=1\)/);
    const events = sent.flatMap((body) => (JSON.parse(body) as { events: Record<string, unknown>[] }).events);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.route).toBe('/');
    expect(events.map((event) => event.metric).filter(Boolean)).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
    expect(sent.join('')).not.toContain('private-words');
  });

  test('a remote that hangs: on the first load and on a visit "Still loading" within 5 s and its panel within 15 s; Retry asks again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const hanging = await startHangingServer(extraPort(44));
    servers.push({ url: '', close: () => hanging.close() });
    // The deployment's default timeout (10 s a try, two retries): ~32 s without a deadline.
    servers.push(await serveShellWithMap(SHELL, { mf_search: servedAt(extraPort(44)) }));
    const loaded = Date.now();
    // The page's own clock starts at navigation: not the load event, which the hanging script delays.
    await page.goto(shellUrl('/search'), { waitUntil: 'commit' });
    const stillLoading = page.getByRole('status').filter({ hasText: 'Still loading Search…' });
    await expect(stillLoading).toBeVisible({ timeout: 5_000 - (Date.now() - loaded) });
    await expect(page.getByRole('heading', { name: 'Search is unavailable right now' })).toBeVisible({
      timeout: 15_000 - (Date.now() - loaded),
    });

    // A visit from another page: the layout is on screen and says so while it waits.
    await page.goto(shellUrl('/trending'));
    await expect(page.locator('main h1').first()).toBeVisible();
    await navigateInApp(page, '/search');
    const visited = Date.now();
    await expect(stillLoading).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - visited).toBeLessThan(5_000);
    const connections = hanging.connections();
    await stillLoading.getByRole('button', { name: 'Retry' }).click();
    const clicked = Date.now();
    await expect(page.getByRole('heading', { name: 'Search is unavailable right now' })).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - clicked).toBeLessThan(15_000);
    // Retry asked the remote again.
    expect(hanging.connections()).toBeGreaterThan(connections);
  });

  test('the telemetry function refuses an oversized batch, an unknown field and a flood from one client', async () => {
    const event = { kind: 'pageview', route: '/', remote: 'mf_catalog', version: '1', platform: '1.12.0', canary: false };
    const post = (body: string) => fetch(TELEMETRY, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
    expect((await post(JSON.stringify({ events: Array.from({ length: 400 }, () => event) }))).status).toBe(413);
    const unknown = await post(JSON.stringify({ events: [{ ...event, userId: 'u-1' }] }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'events[0] has an unknown field: userId' });
    const answers: number[] = [];
    for (let i = 0; i < TELEMETRY_BATCHES_PER_MINUTE + 10; i += 1) answers.push((await post(JSON.stringify({ events: [event] }))).status);
    expect(answers).toContain(429);
    expect(answers.at(-1)).toBe(429);
  });
});
