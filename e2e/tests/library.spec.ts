/**
 * Favorites and watchlist end to end: toggles on the movie page persist to the signed-in
 * user's rows (favorites, watchlist tables under row level security) and the list pages in
 * mf-account show and remove them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { atPath, registerAndSignIn } from '../support/accounts';

const AVATAR_ID = 23813862;

/** Opens the first film Avatar's page recommends and returns its id and title. */
async function openAnotherFilm(page: Page): Promise<{ id: string; title: string }> {
  await page.goto(`/movie/${AVATAR_ID}`);
  const card = page.getByRole('list', { name: 'Recommendations' }).getByTestId('movie-card').first();
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect(page).toHaveURL(atPath(href));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Avatar');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  return { id: href.split('/').pop() ?? '', title };
}

test.describe('library', { tag: ['@mf_movie', '@mf_account'] }, () => {
  test('favorites and watchlist: add on the movie page, see them listed, remove one', async ({ page }) => {
    await registerAndSignIn(page, 'lib');

    await page.goto('/favorites');
    await expect(page.getByText('No favorites yet')).toBeVisible();
    await page.goto('/watchlist');
    await expect(page.getByText('Your watchlist is empty')).toBeVisible();

    await page.goto(`/movie/${AVATAR_ID}`);
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();

    const other = await openAnotherFilm(page);
    await page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();

    // The toggles were saved, not just flipped on screen.
    await page.goto(`/movie/${AVATAR_ID}`);
    await expect(page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();

    await page.goto('/favorites');
    const favorites = page.getByRole('list', { name: 'Favorites' }).getByTestId('movie-list-card');
    await expect(favorites).toHaveCount(2);
    // Newest first.
    await expect(favorites.nth(0).getByRole('heading')).toHaveText(other.title);
    await expect(favorites.nth(1).getByRole('heading')).toHaveText('Avatar');
    await expect(favorites.nth(1).getByText('December 18, 2009')).toBeVisible();
    await expect(page.getByTestId('library-count')).toHaveText('2 movies');

    await page.getByRole('button', { name: 'Remove Avatar from Favorites' }).click();
    await expect(favorites).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Favorites' }).getByTestId('movie-list-card')).toHaveCount(1);
    await expect(page.getByText('Avatar')).toHaveCount(0);

    await page.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(atPath(`/movie/${other.id}`));

    await page.goto('/watchlist');
    const watchlist = page.getByRole('list', { name: 'Watchlist' }).getByTestId('movie-list-card');
    await expect(watchlist).toHaveCount(1);
    await expect(watchlist.first().getByRole('heading')).toHaveText('Avatar');

    await page.goto(`/movie/${AVATAR_ID}`);
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();
  });

  test('guests are sent to sign in from the list pages', async ({ page }) => {
    await page.goto('/favorites');
    await expect(page).toHaveURL(atPath('/auth/login'));
    await page.goto('/watchlist');
    await expect(page).toHaveURL(atPath('/auth/login'));
  });
});
