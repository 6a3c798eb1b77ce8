/**
 * A feature team's loop on one remote (`node scripts/marquee.mjs dev mf-search`): mf-search on its
 * Rspack dev server inside the real shell, the rest as deployed (here: the suite's own production
 * deployment, `--against`); a saved change shows in place, without a reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { startDevLoop, type DevLoop } from '../support/dev-loop';
import { ROOT } from '../support/environment';

const PAGE_FILE = path.join(ROOT, 'mf-search', 'src', 'pages', 'search-page.tsx');
const SUBTITLE = 'Find movies by title, or browse by genre, year and rating.';
const EDITED_SUBTITLE = 'Find movies by title, or browse by genre, year and rating (edited live).';

let loop: DevLoop;

const resultsList = (page: Page) => page.getByRole('list', { name: 'Search results' });

test.describe('one remote live inside the shell', { tag: ['@local', '@mf_search'] }, () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // The loop's shell build (when older than its sources) and the dev server's first compilation.
    test.setTimeout(300_000);
    loop = await startDevLoop('mf-search');
    console.log(`[dev-loop] mf-search live in the shell ${loop.startSeconds} s after the command started`);
  });

  test.afterAll(async () => {
    await loop?.stop();
  });

  test('the remote’s page loads inside the shell, from its dev server', async ({ page }) => {
    await page.goto(`${loop.shellUrl}/search?q=star`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Movies' })).toBeVisible();
    // The shell's own layout around it.
    await expect(page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(resultsList(page).getByRole('listitem').first()).toBeVisible();
    const fromDevServer = await page.evaluate(
      (origin) => performance.getEntriesByType('resource').some((entry) => entry.name === `${origin}/remoteEntry.js`),
      loop.remoteUrl,
    );
    expect(fromDevServer).toBe(true);
  });

  test('a saved change to a component shows without a reload, keeping the query and the scroll position', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto(`${loop.shellUrl}/search?q=star`);
    await expect(page.getByText(SUBTITLE)).toBeVisible();
    await expect(resultsList(page).getByRole('listitem').nth(5)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { devLoopMarker?: string }).devLoopMarker = 'still this page';
      window.scrollTo(0, 400);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

    const original = fs.readFileSync(PAGE_FILE, 'utf8');
    expect(original).toContain(SUBTITLE);
    try {
      const saved = performance.now();
      fs.writeFileSync(PAGE_FILE, original.replace(SUBTITLE, EDITED_SUBTITLE));
      await expect(page.getByText(EDITED_SUBTITLE)).toBeAttached({ timeout: 60_000 });
      console.log(`[dev-loop] the change showed ${((performance.now() - saved) / 1000).toFixed(1)} s after the save`);
    } finally {
      fs.writeFileSync(PAGE_FILE, original);
    }
    expect(await page.evaluate(() => (window as unknown as { devLoopMarker?: string }).devLoopMarker)).toBe('still this page');
    expect(new URL(page.url()).search).toBe('?q=star');
    await expect(page.getByRole('combobox', { name: 'Search for a movie' })).toHaveValue('star');
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    // ... and the change taken back shows the same way.
    await expect(page.getByText(SUBTITLE)).toBeAttached({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { devLoopMarker?: string }).devLoopMarker)).toBe('still this page');
  });

  test('the remote’s own dev server answers / with its first route, and an unknown path with the not-found page', async ({ page }) => {
    await page.goto(`${loop.remoteUrl}/`);
    await expect(page).toHaveURL(`${loop.remoteUrl}/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search Movies' })).toBeVisible();

    await page.goto(`${loop.remoteUrl}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
});
