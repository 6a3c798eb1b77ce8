/**
 * Where a page opens scrolled: a new document (an address typed, a bookmark) at the top, Back
 * and Forward where the member was, within one document and across documents.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** The home page rendered by the app (its cards), not the first paint's frame. */
async function homeShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Popular Movies' })).toBeVisible();
  await expect(page.getByTestId('movie-card').first()).toBeVisible();
}

async function movieShown(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/movie\/\d+$/);
  await expect(page.locator('#main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab').first()).toBeVisible();
}

/** Clicks a movie card that is on screen, as a member would: the click itself scrolls nothing. */
async function openMovieOnScreen(page: Page): Promise<void> {
  const clicked = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('#main a[href^="/movie/"]')].find((a) => {
      const box = a.getBoundingClientRect();
      return box.height > 0 && box.top >= 100 && box.bottom <= window.innerHeight;
    });
    link?.click();
    return link !== undefined;
  });
  expect(clicked).toBe(true);
  await movieShown(page);
}

test.describe('where a page opens scrolled', { tag: ['@shell', '@mf_catalog', '@mf_movie'] }, () => {
  for (const width of [390, 1366]) {
    test(`a page opened by typing its address opens at the top, after another was left scrolled (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await homeShown(page);
      await scrollTo(page, 900);
      await openMovieOnScreen(page);

      await page.goto('/top-rated');
      await expect(page.getByRole('heading', { name: 'Top Rated Movies', level: 1 })).toBeVisible();
      await expect(page.getByTestId('movie-card').first()).toBeVisible();
      expect(await scrollY(page)).toBe(0);
      await expect(page.getByRole('heading', { name: 'Top Rated Movies', level: 1 })).toBeInViewport();
    });
  }

  test('Back and Forward return to where the member was, within the document and across documents (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await homeShown(page);
    await scrollTo(page, 900);
    await openMovieOnScreen(page);
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 300);

    // Within the document: the home page comes back 900 px down, the movie 300 px down.
    await page.goBack();
    await homeShown(page);
    await expect.poll(() => scrollY(page)).toBe(900);
    await page.goForward();
    await movieShown(page);
    await expect.poll(() => scrollY(page)).toBe(300);

    // A new document by address, then Back into the documents before it.
    await page.goto('/top-rated');
    await expect(page.getByTestId('movie-card').first()).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await movieShown(page);
    await expect.poll(() => scrollY(page)).toBe(300);
    await page.goBack();
    await homeShown(page);
    await expect.poll(() => scrollY(page)).toBe(900);
    await page.goForward();
    await movieShown(page);
    await expect.poll(() => scrollY(page)).toBe(300);
  });
});
