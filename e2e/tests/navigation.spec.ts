/**
 * Moving between pages: the old page stays on screen until the new one renders (no skeleton
 * flash, no blank main area), focus moves to the new page's heading, and the title changes.
 * Timings are measured by `npm run bench:web`, not asserted here.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Records, from before the click, every moment the main area showed a skeleton or no heading at all. */
async function watchMain(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __mainStates: string[] }).__mainStates = seen;
    const main = document.getElementById('main');
    if (!main) throw new Error('no main landmark');
    new MutationObserver(() => {
      const current = document.getElementById('main');
      if (current?.querySelector('[data-testid="page-skeleton"]')) seen.push('skeleton');
      if (!current?.querySelector('h1')) seen.push('no heading');
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const mainStates = (page: Page) => page.evaluate(() => (window as unknown as { __mainStates: string[] }).__mainStates);
const explore = (page: Page) => page.getByRole('navigation', { name: 'Explore' });

test.describe('moving between pages', { tag: ['@shell', '@mf_catalog', '@mf_search'] }, () => {
  test('within a loaded remote: no skeleton, focus on the new heading, a new title', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular Movies' })).toBeVisible();
    await watchMain(page);
    await explore(page).getByRole('link', { name: 'Trending' }).click();
    const heading = page.getByRole('heading', { name: 'Trending Movies', level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Trending · Marquee');
    expect(await mainStates(page)).toEqual([]);
  });

  test('to a remote not loaded yet: the old page stays until the new one renders', async ({ page }) => {
    await page.goto('/trending');
    await expect(page.getByRole('heading', { name: 'Trending Movies', level: 1 })).toBeVisible();
    await watchMain(page);
    // Straight to the click, no hover first: the remote's code is fetched after the click.
    await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Explore"] a')].find(
        (a) => a.textContent?.trim() === 'Search',
      );
      link?.click();
    });
    const heading = page.getByRole('heading', { name: 'Search Movies', level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle('Search · Marquee');
    expect(await mainStates(page)).toEqual([]);

    // Back and Forward move between them the same way.
    await watchMain(page);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Trending Movies', level: 1 })).toBeFocused();
    expect(await mainStates(page)).toEqual([]);
    await watchMain(page);
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Search Movies', level: 1 })).toBeFocused();
    expect(await mainStates(page)).toEqual([]);
  });

  test('hovering a link loads its page before the click', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Popular Movies' })).toBeVisible();
    const searchChunk = page.waitForResponse((response) => response.url().includes('__federation_expose_SearchPage'));
    await explore(page).getByRole('link', { name: 'Search' }).hover();
    expect((await searchChunk).ok()).toBe(true);
  });
});
