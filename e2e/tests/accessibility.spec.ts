/**
 * axe-core on every main route, in the light and the dark theme, on a desktop and a phone:
 * any violation fails. Signed-in pages are checked with a member's session.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerAndSignIn } from '../support/accounts';
import { expect, test } from '../support/test';

const PUBLIC_ROUTES = [
  '/',
  '/popular',
  '/trending',
  '/top-rated',
  '/coming-soon',
  '/search',
  '/search?q=star',
  '/movie/23813862',
  '/signin',
  '/signup',
  '/auth/reset-password',
  '/write-review/23813862',
  '/no/such/page',
];
const MEMBER_ROUTES = ['/profile', '/favorites', '/watchlist'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
const THEMES = ['light', 'dark'] as const;

async function violations(page: Page, path: string, theme: (typeof THEMES)[number]): Promise<string[]> {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  // Let the data arrive: a page is checked as a visitor reads it, not while it loads.
  await page.waitForLoadState('networkidle');
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.map(
    (v) =>
      `${path} (${theme}): ${v.id} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

test.describe('accessibility', { tag: ['@shell', '@mf_catalog', '@mf_search', '@mf_movie', '@mf_account', '@mf_reviews'] }, () => {
  for (const viewport of VIEWPORTS) {
    test(`public pages on a ${viewport.name}, light and dark`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await page.goto('/');
      const found: string[] = [];
      for (const path of PUBLIC_ROUTES) for (const theme of THEMES) found.push(...(await violations(page, path, theme)));
      expect(found).toEqual([]);
    });

    test(`member pages on a ${viewport.name}, light and dark`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await registerAndSignIn(page, 'a11y');
      const found: string[] = [];
      for (const path of MEMBER_ROUTES) for (const theme of THEMES) found.push(...(await violations(page, path, theme)));
      expect(found).toEqual([]);
    });
  }
});
