/**
 * A member on a phone (390 px, a touch screen): every page has the menu button, the search page
 * one search box, the avatar hint speaks of tapping, and a reviewed film's button reads as editing.
 * With the review editor's lists as a finger or keyboard makes them: Enter on an empty bullet
 * ends the list, and no empty bullet is saved or shown.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { atPath, registerAndSignIn, toast } from '../support/accounts';
import { showReviewsTab } from '../support/movie-page';

/** Avatar's id in the offline catalog (stable: derived from the data set's title and date). */
const AVATAR_ID = 23813862;

/** The search boxes a visitor can see on the page. */
async function visibleSearchBoxes(page: Page): Promise<number> {
  const boxes = page.locator('input[type="search"], [role="combobox"]');
  let visible = 0;
  for (const box of await boxes.all()) if (await box.isVisible()) visible += 1;
  return visible;
}

test.describe('on a phone', { tag: ['@shell', '@mf_account', '@mf_search', '@mf_movie', '@mf_reviews'] }, () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the sign-in and sign-up pages have the menu button, which opens the navigation', async ({ page }) => {
    for (const path of ['/auth/login', '/auth/register']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByText('Explore')).toBeVisible();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Top Rated' }).click();
    await expect(page).toHaveURL(atPath('/top-rated'));
  });

  test("the search page shows one search box, its own; other pages keep the header's", async ({ page }) => {
    await page.goto('/search?q=alien');
    await expect(page.getByRole('combobox', { name: 'Search for a movie' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search movies' })).toBeHidden();
    expect(await visibleSearchBoxes(page)).toBe(1);

    await page.goto('/top-rated');
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search movies' })).toBeVisible();
    expect(await visibleSearchBoxes(page)).toBe(1);
  });

  test("the search page's first paint has no header search box either: nothing moves when the page comes", async ({ page }) => {
    // Every script and the deployment map refused: what shows is index.html's frame as the
    // browser first paints it, before the map shapes it like the page.
    await page.route(/\.js(\?|$)|\/remotes\.json/, (route) => route.abort());
    await page.goto('/search?q=alien');
    await expect(page.locator('.boot-header')).toBeVisible();
    await expect(page.locator('.boot-search')).toBeHidden();
    await page.goto('/top-rated');
    await expect(page.locator('.boot-search')).toBeVisible();
  });

  test('the avatar hint says to tap, not click', async ({ page }) => {
    await registerAndSignIn(page, 'tap');
    await page.goto('/profile');
    await expect(page.getByText('Tap to choose an image (max 2 MB)')).toBeVisible();
    await expect(page.getByText(/click/i)).toHaveCount(0);
  });

  test('a review with a list: Enter on an empty bullet ends the list; once reviewed the button reads "Edit Your Review"', async ({
    page,
  }) => {
    const account = await registerAndSignIn(page, 'bullet');
    await page.goto(`/movie/${AVATAR_ID}`);
    await page.getByRole('button', { name: 'Write Review' }).click();
    const form = page.getByRole('form', { name: 'Review form' });
    await form.getByRole('radio', { name: '4 stars' }).click();
    const editor = form.locator('[data-slate-editor]');
    await editor.click();
    await page.keyboard.type('What worked:');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('The world');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The score');
    await page.keyboard.press('Enter');
    await expect(editor.locator('li')).toHaveCount(3);
    // Enter on the empty bullet ends the list: what follows is a paragraph.
    await page.keyboard.press('Enter');
    await expect(editor.locator('li')).toHaveCount(2);
    await page.keyboard.type('Worth the big screen.');
    await expect(editor.locator('p').filter({ hasText: 'Worth the big screen.' })).toBeVisible();
    await expect(editor.locator('li').filter({ hasText: 'Worth the big screen.' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, 'Review submitted')).toBeVisible();

    await expect(page.getByRole('button', { name: 'Edit Your Review' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Write Review' })).toHaveCount(0);
    await showReviewsTab(page);
    const mine = page.getByRole('article', { name: `Review by ${account.username}` });
    await expect(mine.locator('li')).toHaveText(['The world', 'The score']);

    await page.reload();
    await page.getByRole('button', { name: 'Edit Your Review' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Your Review' })).toBeVisible();
  });
});
