/**
 * The search remote against the real backend and its offline catalog: suggestions while typing
 * (Enter on one opens the movie), results with infinite scroll, filters through discover, the
 * grid/list toggle, and the header's search landing on /search?q=.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { isProxyCall, proxyRequestsOf } from '../support/tmdb-requests';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for a movie' });
const resultsList = (page: Page) => page.getByRole('list', { name: 'Search results' });

test.describe('search', { tag: ['@mf_search'] }, () => {
  test('typing suggests movies from the catalog; Enter on one opens its page', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Movies' })).toBeVisible();
    await expect(page.getByText('Find your next favorite movie')).toBeVisible();

    const box = searchBox(page);
    await box.pressSequentially('al');
    await page.waitForTimeout(500);
    // Two characters are not enough for suggestions.
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.pressSequentially('ien');
    const listbox = page.getByRole('listbox', { name: 'Movie suggestions' });
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(6);
    await expect(options.first()).toContainText('Alien');
    await expect(options.first()).toContainText('1979');
    await expect(options.first().getByLabel(/^Rating \d+\.\d out of 10$/)).toBeVisible();
    await expect(options.first().locator('img[data-movie-image="poster"]')).toBeVisible();

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/movie\/\d{8}$/);
    await expect(page.locator('main h1').first()).toContainText('Alien');
  });

  test('Escape closes the suggestions; unknown text says no movies were found', async ({ page }) => {
    await page.goto('/search');
    const box = searchBox(page);
    await box.fill('qqxqq');
    await expect(page.getByTestId('search-suggestions')).toContainText('No movies found for "qqxqq"');
    await box.press('Escape');
    await expect(page.getByTestId('search-suggestions')).toHaveCount(0);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=qqxqq$/);
    await expect(page.getByText('No Results Found')).toBeVisible();
  });

  test.describe('on a phone', () => {
    // Ten rows of cards put page 1's end far beyond 1000 px below the viewport.
    test.use({ viewport: { width: 390, height: 844 } });

    test('a query shows results and loads page 2 near the bottom', async ({ page }) => {
      const pagesAsked: number[] = [];
      page.on('request', (request) => {
        for (const body of proxyRequestsOf(request))
          if (body.path === '/search/movie' && body.params?.query === 'star') pagesAsked.push(Number(body.params.page));
      });
      await page.goto('/search?q=star');
      await expect(searchBox(page)).toHaveValue('star');
      const cards = resultsList(page).getByTestId('movie-card');
      await expect(cards).toHaveCount(20);
      await expect(page.getByText(/\d+ movies found for "star"/)).toBeVisible();
      await page.waitForTimeout(300);
      expect(pagesAsked).toEqual([1]);

      const secondPage = page.waitForRequest((request) => isProxyCall(request, '/search/movie', { query: 'star', page: 2 }));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await secondPage;
      await expect.poll(() => cards.count()).toBeGreaterThan(20);
    });

    test('the hidden side panel is not built: no slider exists until the Filters sheet opens', async ({ page }) => {
      await page.goto('/search?q=star');
      await expect(resultsList(page).getByTestId('movie-card')).toHaveCount(20);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('complementary', { name: 'Search filters' }).locator('*')).toHaveCount(0);
      expect(await page.locator('[data-scope="slider"]').count()).toBe(0);
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByTestId('filters-sheet').getByRole('slider', { name: 'Minimum rating' })).toBeVisible();
    });

    test('filters open as a bottom sheet', async ({ page }) => {
      await page.goto('/search');
      await page.getByRole('button', { name: /^Filters/ }).click();
      const sheet = page.getByTestId('filters-sheet');
      await expect(sheet).toBeVisible();
      const box = await sheet.boundingBox();
      expect(box!.height).toBeGreaterThan(844 * 0.75);
      expect(box!.height).toBeLessThanOrEqual(844 * 0.8 + 1);
      expect(box!.y + box!.height).toBeGreaterThanOrEqual(843);
      await sheet.getByRole('combobox', { name: 'Genre' }).selectOption({ label: 'Drama' });
      await expect(page).toHaveURL(/genre=18/);
      await expect(sheet.getByLabel('1 active filter')).toBeVisible();
      await sheet.getByRole('button', { name: 'Show Results' }).click();
      await expect(resultsList(page).getByTestId('movie-card').first()).toBeVisible();
    });
  });

  test('a genre filter and a sort show matching results through discover', async ({ page }) => {
    await page.goto('/search');
    const panel = page.getByRole('complementary', { name: 'Search filters' });
    await expect(panel.getByRole('option', { name: 'Science Fiction' })).toBeAttached();
    await panel.getByRole('combobox', { name: 'Genre' }).selectOption({ label: 'Science Fiction' });
    await expect(panel.getByLabel('1 active filter')).toBeVisible();

    const discovered = page.waitForResponse((response) =>
      isProxyCall(response.request(), '/discover/movie', { with_genres: 878, sort_by: 'vote_average.desc', page: 1 }),
    );
    await panel.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Highest Rated' });
    const body = (await (await discovered).json()) as {
      data: { results: Array<{ title: string; genre_ids: number[]; vote_average: number }> };
    };
    const results = body.data.results;
    expect(results.length).toBeGreaterThan(0);
    for (const movie of results) expect(movie.genre_ids).toContain(878);
    const ratings = results.map((movie) => movie.vote_average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    await expect(page).toHaveURL(/\/search\?genre=878&sort=vote_average\.desc$/);
    await expect(panel.getByLabel('2 active filters')).toBeVisible();
    const cards = resultsList(page).getByTestId('movie-card');
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(results[0]!.title);
    await expect(cards.first()).toContainText('Science Fiction');

    await panel.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(panel.getByRole('button', { name: 'Clear All Filters' })).toHaveCount(0);
    await expect(page.getByText('Find your next favorite movie')).toBeVisible();
  });

  test('the rating range moves in steps of 0.5 and filters through discover', async ({ page }) => {
    await page.goto('/search');
    const panel = page.getByRole('complementary', { name: 'Search filters' });
    const low = panel.getByRole('slider', { name: 'Minimum rating' });
    const high = panel.getByRole('slider', { name: 'Maximum rating' });
    await expect(low).toHaveAttribute('aria-valuenow', '0');
    await expect(high).toHaveAttribute('aria-valuenow', '10');

    await low.focus();
    for (let step = 0; step < 14; step += 1) await low.press('ArrowRight');
    await expect(low).toHaveAttribute('aria-valuenow', '7');
    await expect(page).toHaveURL(/\/search\?min=7$/);
    const discovered = page.waitForResponse((response) =>
      isProxyCall(response.request(), '/discover/movie', { 'vote_average.gte': 7, 'vote_average.lte': 9.5, page: 1 }),
    );
    await high.focus();
    await high.press('ArrowLeft');
    await expect(page).toHaveURL(/\/search\?min=7&max=9\.5$/);
    const body = (await (await discovered).json()) as { data: { results: Array<{ vote_average: number }> } };
    for (const movie of body.data.results) expect(movie.vote_average).toBeGreaterThanOrEqual(7);
    await expect(panel.getByTestId('rating-range-text')).toHaveText('7.0 – 9.5');
    await expect(panel.getByLabel('2 active filters')).toBeVisible();
    await expect(resultsList(page).getByTestId('movie-card').first()).toBeVisible();
  });

  test('results switch between grid and list', async ({ page }) => {
    await page.goto('/search?q=alien');
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(resultsList(page).getByTestId('movie-card').first()).toBeVisible();
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(resultsList(page).getByTestId('movie-list-card').first()).toBeVisible();
    await expect(resultsList(page).getByTestId('movie-card')).toHaveCount(0);
    await grid.click();
    await expect(resultsList(page).getByTestId('movie-card').first()).toBeVisible();
  });

  test("the header's search lands on /search?q= with results; back returns to the previous search", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner').getByRole('searchbox', { name: 'Search movies' });
    await header.fill('alien');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=alien$/);
    await expect(searchBox(page)).toHaveValue('alien');
    await expect(resultsList(page).getByTestId('movie-card').first().getByRole('heading', { level: 2 })).toHaveText('Alien');

    await header.fill('star trek');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=star(\+|%20)trek$/);
    await expect(searchBox(page)).toHaveValue('star trek');
    await expect(resultsList(page).getByTestId('movie-card').first()).toContainText('Star Trek');

    await page.goBack();
    await expect(searchBox(page)).toHaveValue('alien');
    await expect(resultsList(page).getByTestId('movie-card').first().getByRole('heading', { level: 2 })).toHaveText('Alien');
  });
});
