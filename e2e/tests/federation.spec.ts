import { deployedMap, expect, test } from '../support/test';
import { SHELL_URL } from '../support/environment';
import { installRendererProbe, navigateInApp, pageInstances, rendererCount } from '../support/page-probes';
import { ROUTES } from '../support/routes';

test.describe(
  'run-time composition',
  { tag: ['@shell', '@mf_catalog', '@mf_search', '@mf_movie', '@mf_account', '@mf_reviews', '@mf_journal'] },
  () => {
    for (const route of ROUTES) {
      test(`${route.path} renders ${route.remote}/${route.expose} from its own origin`, async ({ page }) => {
        const entry = (await deployedMap(SHELL_URL))[route.remote];
        if (!entry) throw new Error(`${route.remote} is not in the deployment map`);
        const origin = new URL(entry.entry).origin;
        const chunk = page.waitForResponse(
          (response) => response.url().startsWith(`${origin}/`) && response.url().includes(`__federation_expose_${route.expose}`),
        );
        await page.goto(route.path);
        expect((await chunk).ok()).toBe(true);
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator(`[data-remote="${route.remote}"]`)).toHaveAttribute('data-remote-version', entry.version);
        await expect(page.getByTestId('remote-error')).toHaveCount(0);
      });
    }

    test('an unknown path shows the 404 page with a link home', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Oops! Page not found.' })).toBeVisible();
      await page.getByRole('link', { name: 'Go back home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('one React renderer and one of each platform singleton after visiting every remote', async ({ page }) => {
      await installRendererProbe(page);
      await page.goto('/');
      await expect(page.locator('main h1').first()).toBeVisible();
      for (const path of ['/trending', '/search?q=star', '/movie/23813862', '/signin', '/write-review/23813862', '/u/nobody/diary', '/']) {
        await navigateInApp(page, path);
        await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
        await expect(page.locator('main h1').first()).toBeVisible();
      }
      // A visitor's pages load supabase-js only for what needs it: the movie's reviews do.
      await navigateInApp(page, '/movie/23813862');
      await page.getByRole('tab', { name: /Reviews/ }).click();
      await expect.poll(async () => (await pageInstances(page))['supabase-client']).toBe(1);
      const entries = Object.values(await deployedMap(SHELL_URL)).map(({ entry }) => entry);
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(entries.filter((entry) => !loaded.includes(entry))).toEqual([]);
      expect(await rendererCount(page)).toBe(1);
      expect(await pageInstances(page)).toEqual({
        'supabase-client': 1,
        'query-client': 1,
        'auth-store': 1,
        'theme-store': 1,
        'ui-system': 1,
      });
    });

    test('the header search submits the trimmed text to /search?q=', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search movies' });
      await box.fill('   ');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/$/);
      await box.fill('  the matrix  ');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=the(%20|\+)matrix$/);
    });

    test('the theme switcher applies and remembers Dark, Light and System', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      await page.getByRole('button', { name: 'Theme' }).click();
      await page.getByRole('menuitemradio', { name: 'Dark' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.getByRole('button', { name: 'Theme' }).click();
      await page.getByRole('menuitemradio', { name: 'System' }).click();
      await expect(page.locator('html')).toHaveClass(/light/);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/dark/);
    });

    test('on a phone the Explore navigation opens in a drawer', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText('Explore')).toBeVisible();
      await drawer.getByRole('link', { name: 'Top Rated' }).click();
      await expect(page).toHaveURL(/\/top-rated$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a new page starts at the top, and Back returns to where the visitor was', async ({ page }) => {
      await page.goto('/top-rated');
      const cards = page.locator('main a[href^="/movie/"]');
      await expect(cards.nth(12)).toBeVisible();
      await cards.nth(12).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      await cards.nth(12).click();
      await expect(page).toHaveURL(/\/movie\/\d+$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/top-rated$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
    });
  },
);
