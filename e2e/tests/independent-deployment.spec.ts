/**
 * A feature team ships one remote: nothing else is rebuilt, the remote runs the code it was built
 * with, its pages come with it, the shell refuses what it cannot run, releases roll forward and
 * back, and a remote that hangs fails like one that is down.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { remoteMap, entryForBuild, serveRemoteBuild, serveShellWithMap, servedAt } from '../support/alt-shell';
import { atPath } from '../support/accounts';
import { PORT_OFFSET, ROOT, SUPABASE_URL, extraPort } from '../support/environment';
import { buildAltCatalog, buildFixture } from '../support/fixture-builds';
import { startHangingServer } from '../support/hanging-server';
import { serveApp, type Served } from '../support/serve';

/** The platform version this checkout's shell provides. */
const shellPlatformVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/platform.json'), 'utf8')) as { version: string }).version;

const SHELL = extraPort(10);
const shellUrl = (pathname: string) => `http://localhost:${SHELL}${pathname}`;
const explore = (page: Page) => page.getByRole('navigation', { name: 'Explore' });

let workDir = '';
const servers: Served[] = [];

test.describe('independent deployment', { tag: ['@local'] }, () => {
  test.beforeEach(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-deploy-'));
  });

  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('a change to stateless shared code shipped with mf-search alone shows on /search, however the visitor got there', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const dist = path.join(workDir, 'search');
    buildFixture('search-changed-format', { packageDir: path.join(ROOT, 'mf-search'), env: { FIXTURE_OUT_DIR: dist } });
    servers.push(await serveRemoteBuild(dist, extraPort(301)));
    servers.push(await serveShellWithMap(SHELL, { mf_search: entryForBuild(dist, extraPort(301)) }));
    const badges = page.locator('main [aria-label^="Rating "]');

    // Cold on /search.
    await page.goto(shellUrl('/search?q=star'));
    await expect(badges.first()).toHaveText(/^\d\.\d!$/);

    // Through the catalog first: mf-catalog, not redeployed, keeps its own formatter...
    await page.goto(shellUrl('/'));
    await expect(badges.first()).toHaveText(/^\d\.\d$/);
    // ...and mf-search still runs the one it was built with.
    await explore(page).getByRole('link', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search for a movie' });
    await box.fill('star');
    await box.press('Enter');
    await expect(badges.first()).toHaveText(/^\d\.\d!$/);
  });

  test('a page added to a remote appears with its nav entry and guard after only that remote and the map change', async ({ page }) => {
    test.setTimeout(120_000);
    const dist = buildAltCatalog(path.join(workDir, 'catalog'), { label: 'with staff picks' });
    servers.push(await serveRemoteBuild(dist, extraPort(302)));
    servers.push(await serveShellWithMap(SHELL, { mf_catalog: entryForBuild(dist, extraPort(302)) }));

    await page.goto(shellUrl('/'));
    const staffPicks = explore(page).getByRole('link', { name: 'Staff Picks' });
    await expect(staffPicks).toBeVisible();
    // Declared protected: a guest is sent to sign in, remembering the page.
    await staffPicks.click();
    await expect(page).toHaveURL(atPath('/auth/login'));
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

    // The standard deployment does not have the page.
    await page.goto('/staff-picks');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
  });

  test('a remote built for an older compatible platform works; one needing an incompatible platform is refused, the rest works', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const older = buildAltCatalog(path.join(workDir, 'older'), { label: 'older platform', platformVersion: '1.0.0' });
    servers.push(await serveRemoteBuild(older, extraPort(303)));
    servers.push(await serveShellWithMap(SHELL, { mf_catalog: entryForBuild(older, extraPort(303)) }));
    await page.goto(shellUrl('/'));
    await expect(page.getByText('Served by a second deployment of mf_catalog (older platform).')).toBeVisible();
    await Promise.all(servers.splice(0).map((server) => server.close()));

    const newer = buildAltCatalog(path.join(workDir, 'newer'), { label: 'newer platform', platformVersion: '2.0.0' });
    servers.push(await serveRemoteBuild(newer, extraPort(304)));
    servers.push(await serveShellWithMap(SHELL, { mf_catalog: entryForBuild(newer, extraPort(304)) }));
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(shellUrl('/'));
    await expect(page.getByRole('heading', { name: 'Discover is unavailable right now' })).toBeVisible();
    expect(
      messages.some((text) =>
        text.includes(`mf_catalog needs platform ^2.0.0, but this shell provides platform ${shellPlatformVersion()}`),
      ),
    ).toBe(true);
    // Nothing of the refused build was fetched, and the other remotes work.
    await explore(page).getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Search Movies', level: 1 })).toBeVisible();
  });

  test('release, roll forward and roll back one remote without touching the shell', async ({ page }) => {
    test.setTimeout(150_000);
    const releasesDir = path.join(workDir, 'releases');
    const baseUrl = `http://localhost:${extraPort(305)}/`;
    const cli = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'marquee.mjs'), ...args], {
        cwd: ROOT,
        env: { ...process.env, MARQUEE_RELEASES_DIR: releasesDir, MARQUEE_RELEASE_BASE_URL: baseUrl, PORT_OFFSET: String(PORT_OFFSET) },
        encoding: 'utf8',
      });
    // The shell reads the releases folder's map at each request, as a host serving that file would.
    const releasedMap = () =>
      JSON.parse(fs.readFileSync(path.join(releasesDir, 'remotes.json'), 'utf8')) as Record<string, { version: string }>;
    servers.push(await serveApp({ root: path.join(workDir, 'releases'), port: extraPort(305) }));
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
    fs.mkdirSync(releasesDir, { recursive: true });

    const showsRelease = async (label: string) => {
      const version = releasedMap().mf_catalog?.version ?? '';
      await page.goto(shellUrl('/'));
      await expect(page.getByText(`Served by a second deployment of mf_catalog (${label}).`)).toBeVisible();
      await expect(page.locator('[data-remote="mf_catalog"]')).toHaveAttribute('data-remote-version', version);
    };

    const first = buildAltCatalog(path.join(workDir, 'v1'), { label: 'release one' });
    expect(cli('release', 'mf-catalog', '--dist', first)).toContain('Released mf_catalog');
    await showsRelease('release one');

    const second = buildAltCatalog(path.join(workDir, 'v2'), { label: 'release two' });
    cli('release', 'mf-catalog', '--dist', second);
    await showsRelease('release two');

    expect(cli('rollback', 'mf-catalog')).toContain('→');
    await showsRelease('release one');
    // Both versions stay on the host, untouched: rolling forward again is one more command.
    expect(cli('releases')).toMatch(/mf_catalog\n\s+▸ \S+\n\s+\S+/);
    expect(fs.readdirSync(path.join(releasesDir, 'mf_catalog'))).toHaveLength(2);
  });

  test('a remote that never answers: timeout, two retries, then the panel; the rest works', async ({ page }) => {
    test.setTimeout(90_000);
    const hanging = await startHangingServer(extraPort(306));
    servers.push({ url: '', close: () => hanging.close() });
    servers.push(await serveShellWithMap(SHELL, { mf_search: servedAt(extraPort(306)) }, { remoteLoadTimeoutMs: 1000 }));
    await page.goto(shellUrl('/search'));
    await expect(page.getByRole('heading', { name: 'Search is unavailable right now' })).toBeVisible({ timeout: 20_000 });
    // The first attempt and two retries, each given up after the deployment's 1 s timeout.
    expect(hanging.connections()).toBeGreaterThanOrEqual(3);
    await explore(page).getByRole('link', { name: 'Discover' }).click();
    await expect(page.getByRole('heading', { name: 'Popular Movies' })).toBeVisible();
  });
});
