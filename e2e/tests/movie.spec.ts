/**
 * The movie page (mf-movie) against the real backend and its offline catalog: opening a film
 * from the catalog, its hero, details and tabs, a missing film, and a guest's Add to Favorites
 * going through sign-in and back.
 */
import { expect, test } from '../support/test';
import { atPath, fillSignIn, newAccount, registerSignedOut, toast } from '../support/accounts';

/** Avatar's id in the offline catalog (stable: derived from the data set's title and date). */
const AVATAR_ID = 23813862;

test.describe('movie page', { tag: ['@mf_movie', '@mf_reviews'] }, () => {
  test('a film opened from the catalog shows its hero, details and tabs', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('list', { name: 'Popular Movies' }).getByTestId('movie-card').first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await card.click();
    await expect(page).toHaveURL(/\/movie\/\d+$/);

    const hero = page.getByTestId('movie-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(hero.getByLabel(/^Rating \d+\.\d out of 10$/)).toBeVisible();
    await expect(hero.getByTestId('movie-vote-count')).toHaveText(/votes?$/);
    await expect(hero.getByTestId('movie-runtime')).toHaveText(/^(\d+h \d+m|\d+m|Unknown)$/);
    await expect(page).toHaveTitle(title);

    const facts = page.getByTestId('movie-facts');
    await expect(facts.getByText('Status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write Review' })).toBeVisible();

    await expect(page.getByRole('tabpanel')).toBeVisible();
    // The tabs are drawn with Chakra's tabs recipe (a production build ships only the recipes in use).
    const overview = page.getByRole('tab', { name: 'Overview' });
    expect(await overview.evaluate((tab) => getComputedStyle(tab).paddingInlineStart)).not.toBe('0px');
    await page.getByRole('tab', { name: 'Cast & Crew' }).click();
    // The offline catalog names no actors; it does name the director.
    await expect(page.getByText('No cast information is available for this movie.')).toBeVisible();
    await expect(page.getByTestId('crew-list').getByText('Director')).toBeVisible();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Reviews' })).toBeVisible();

    const related = page.getByRole('list', { name: /Recommendations|Similar Movies/ });
    await expect(related.getByTestId('movie-card').first()).toBeVisible();
  });

  test("Avatar's page: money in US dollars, and the recommendations lead to other films", async ({ page }) => {
    await page.goto(`/movie/${AVATAR_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Avatar' })).toBeVisible();
    const facts = page.getByTestId('movie-facts');
    await expect(facts.getByText('$237,000,000')).toBeVisible();
    await expect(facts.getByText('Science Fiction')).toBeVisible();
    const next = page.getByRole('list', { name: 'Recommendations' }).getByTestId('movie-card').first();
    const nextTitle = (await next.getByRole('heading').textContent())?.trim() ?? '';
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    // The next film starts at its top, not where the card was.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a film that does not exist shows 'Movie Not Found' with a way back", async ({ page }) => {
    await page.goto('/movie/1');
    await expect(page.getByRole('heading', { name: 'Movie Not Found' })).toBeVisible();
    await expect(page.getByText('The requested movie could not be found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Discover' }).click();
    await expect(page).toHaveURL(atPath('/'));
  });

  test('a guest pressing Add to Favorites signs in, comes back to the film and finds it added', async ({ page }) => {
    const account = newAccount('movie');
    await registerSignedOut(page, account);
    await page.goto(`/movie/${AVATAR_ID}`);
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page).toHaveURL(atPath('/auth/login'));

    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(atPath(`/movie/${AVATAR_ID}`));
    await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
    await expect(toast(page, 'Added to Favorites')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Watchlist' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
  });
});
