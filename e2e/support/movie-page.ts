/** The movie page as the e2e tests work it. */
import { expect, type Page } from '@playwright/test';

/** Opens the movie page's Reviews tab and waits for the reviews (their Marquee rating) to show. */
export async function showReviewsTab(page: Page): Promise<void> {
  const tab = page.getByRole('tab', { name: 'Reviews' });
  // The page may still be replacing its first render when the tab appears: press until selected.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('heading', { name: 'Marquee rating' })).toBeVisible();
}
