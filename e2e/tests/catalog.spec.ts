/**
 * The catalog remote against the real backend and its offline catalog: the home page's popular
 * films with posters, infinite scroll on every listing, cards opening the movie page, and how
 * long a cold visit to / takes until 10 posters are on screen.
 */
import type { Page } from '@playwright/test';
import { expect, test, useCandidateMap } from '../support/test';
import { isProxyCall } from '../support/tmdb-requests';

const POPULAR_COUNT = 10;

/** The proxy is called through functions.invoke: a POST with `{path, params}`. */
/** How many posters inside `scope` have actually been decoded and have a size. */
function loadedPosters(page: Page, scope: string): Promise<number> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(`${selector} img[data-movie-image="poster"]`)).filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length,
    scope,
  );
}

test.describe('catalog', { tag: ['@mf_catalog'] }, () => {
  test('home shows the first 10 popular films with their posters', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const label of ['Trending Now', 'Top Rated', 'Coming Soon']) {
      await expect(page.getByRole('main').getByRole('link', { name: label })).toBeVisible();
    }
    const grid = page.getByRole('list', { name: 'Popular Movies' });
    const cards = grid.getByTestId('movie-card');
    await expect(cards).toHaveCount(POPULAR_COUNT);
    await expect(grid.getByTestId('movie-card-skeleton')).toHaveCount(0);
    const posters = grid.locator('img[data-movie-image="poster"]');
    await expect(posters).toHaveCount(POPULAR_COUNT);
    for (const src of await posters.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
      expect(src).toMatch(/\/functions\/v1\/tmdb-proxy\/image\/w342\/poster-\d+\.svg$/);
    }
    await expect.poll(() => loadedPosters(page, '[aria-label="Popular Movies"]')).toBe(POPULAR_COUNT);
    // Real films from the catalog, each with a title, a rating and a year.
    await expect(cards.first().locator('h3')).not.toHaveText('');
    await expect(cards.first()).toContainText(/\d\.\d/);
    await expect(cards.first()).toContainText(/(19|20)\d\d|TBA/);
    await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/popular');
    for (const blurb of ['Discover Movies', 'Rate & Review', 'Track Favorites']) {
      await expect(page.getByRole('heading', { name: blurb })).toBeVisible();
    }
  });

  test.describe('listings on a phone', () => {
    // Ten rows of cards on a phone put page 1's end far beyond 1000 px below the viewport, so
    // "not before scrolling" is a real check rather than a matter of a few pixels.
    test.use({ viewport: { width: 390, height: 844 } });

    for (const listing of [
      { path: '/popular', api: '/movie/popular', title: 'Popular Movies' },
      { path: '/trending', api: '/trending/movie/week', title: 'Trending Movies' },
      { path: '/top-rated', api: '/movie/top_rated', title: 'Top Rated Movies' },
      { path: '/coming-soon', api: '/movie/upcoming', title: 'Coming Soon' },
    ]) {
      test(`${listing.path} loads page 2 when scrolled near the bottom`, async ({ page }) => {
        const pagesAsked: number[] = [];
        page.on('request', (request) => {
          for (const n of [1, 2, 3]) if (isProxyCall(request, listing.api, { page: n })) pagesAsked.push(n);
        });
        await page.goto(listing.path);
        await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
        const cards = page.getByRole('list', { name: listing.title }).getByTestId('movie-card');
        await expect(cards).toHaveCount(20);
        await page.waitForTimeout(300);
        expect(pagesAsked).toEqual([1]);
        const secondPage = page.waitForRequest((request) => isProxyCall(request, listing.api, { page: 2 }));
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await secondPage;
        await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(40);
      });
    }
  });

  test('a card opens /movie/{id}', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Popular Movies' }).getByTestId('movie-card').first();
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/movie\/\d+$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1').first()).toBeVisible();
  });

  test('cold render of / until 10 posters are visible', async ({ browser }, testInfo) => {
    // A fresh context: no HTTP cache, no stored session, nothing warmed by earlier tests.
    const context = await browser.newContext();
    await useCandidateMap(context);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(
      (count) =>
        Array.from(document.querySelectorAll<HTMLImageElement>('[aria-label="Popular Movies"] img[data-movie-image="poster"]')).filter(
          (img) => img.complete && img.naturalWidth > 0,
        ).length >= count,
      POPULAR_COUNT,
      { polling: 'raf', timeout: 30_000 },
    );
    // performance.now() counts from the navigation's start: the whole cold visit.
    const elapsed = await page.evaluate(() => Math.round(performance.now()));
    testInfo.annotations.push({ type: 'cold-render-ms', description: String(elapsed) });
    console.log(`[catalog] cold render of / until ${POPULAR_COUNT} posters loaded: ${elapsed} ms`);
    expect(elapsed).toBeLessThan(10_000);
    await context.close();
  });
});
