/**
 * Reviews end to end: the demo page `/write-review/:movieId?` served by mf-reviews inside the
 * shell, against the local backend. A guest is asked to log in; a signed-in user rates and
 * writes rich text, keeps the draft across a reload, submits, and later edits the review.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { atPath, registerAndSignIn, toast } from '../support/accounts';

/** Inception in the offline catalog (stable id). */
const MOVIE = { id: 65866081, title: 'Inception' };

const editor = (page: Page) => page.locator('[data-slate-editor]');
const reviewForm = (page: Page) => page.getByRole('form', { name: 'Review form' });

async function openForm(page: Page): Promise<void> {
  await page.goto(`/write-review/${MOVIE.id}`);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(MOVIE.title) }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Write Review' }).click();
  await expect(reviewForm(page)).toBeVisible();
}

test.describe('reviews', { tag: ['@mf_reviews'] }, () => {
  test('a guest sees the sample movie and is asked to log in', async ({ page }) => {
    await page.goto('/write-review');
    await expect(page.getByRole('heading', { level: 1, name: 'Write a Review' })).toBeVisible();
    await expect(page.getByTestId('review-movie-title')).toContainText('The Shawshank Redemption');
    for (const feature of ['1-5 star rating', 'Spoiler toggle', '2000-character limit', 'Auto-save draft']) {
      await expect(page.getByText(feature)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Write Review' }).click();
    await expect(page.getByText('Please log in to write a review for this movie.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeDisabled();
    await page.getByRole('radio', { name: '3 stars' }).click();
    await submit.click();
    await expect(toast(page, 'Authentication required')).toBeVisible();
    await expect(toast(page, 'Please log in to submit a review.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(reviewForm(page)).toHaveCount(0);
  });

  test('a signed-in user writes a review, keeps the draft across a reload, submits, then edits it', async ({ page }) => {
    await registerAndSignIn(page, 'critic');
    await openForm(page);

    // Rating by keyboard, text with a bold run and a spoiler flag.
    await page.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await editor(page).click();
    await page.keyboard.type('Layered and loud. ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('The top keeps spinning');
    await expect(editor(page).locator('strong')).toHaveText('The top keeps spinning');
    await page.getByText('This review contains spoilers').click();
    await expect(page.getByText('Your review will be marked as containing spoilers and hidden by default.')).toBeVisible();
    await expect(page.getByText('Changes are automatically saved as draft')).toBeVisible();
    await expect(page.getByTestId('draft-saved')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Write Review' }).click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(editor(page)).toContainText('Layered and loud. The top keeps spinning');
    await expect(editor(page).locator('strong')).toHaveText('The top keeps spinning');
    await expect(page.getByRole('checkbox', { name: /contains spoilers/ })).toBeChecked();
    await expect(page.getByTestId('draft-saved')).toBeVisible();

    const insert = page.waitForRequest((request) => request.url().includes('/rest/v1/reviews') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const sent = (await insert).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ movie_id: MOVIE.id, rating: 4, contains_spoilers: true });
    expect(JSON.parse(String(sent.review_text))).toEqual([
      { type: 'paragraph', children: [{ text: 'Layered and loud. ' }, { text: 'The top keeps spinning', bold: true }] },
    ]);
    await expect(toast(page, 'Review submitted')).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));

    // Editing: the saved review loads; the update is held back so its busy state can be seen.
    await openForm(page);
    await expect(page.getByRole('button', { name: 'Update Review' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('draft-saved')).toHaveCount(0);
    await page.route('**/rest/v1/reviews**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('radio', { name: '5 stars' }).click();
    await page.getByRole('button', { name: 'Update Review' }).click();
    await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    await expect(toast(page, 'Review updated')).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
  });
});
