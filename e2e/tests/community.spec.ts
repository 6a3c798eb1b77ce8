/**
 * The community layer end to end, with several members in their own browser contexts: the
 * members' rating, sorted reviews and likes on the movie page, the guest's like round trip,
 * the public profile with a list switched public then private (checked with another member's
 * direct REST query), and the activity feed.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { atPath, fillSignIn, registerAndSignIn, toast, type Account } from '../support/accounts';
import { showReviewsTab } from '../support/movie-page';

/** Inception in the offline catalog (stable id). */
const MOVIE = { id: 65866081, title: 'Inception' };

async function member(browser: Browser, prefix: string): Promise<{ page: Page; account: Account }> {
  const page = await (await browser.newContext()).newPage();
  return { page, account: await registerAndSignIn(page, prefix) };
}

async function openReviews(page: Page): Promise<void> {
  await page.goto(`/movie/${MOVIE.id}`);
  await showReviewsTab(page);
}

/** Rates the movie through its page's Write Review dialog. */
async function review(page: Page, stars: number, text: string): Promise<void> {
  await page.goto(`/movie/${MOVIE.id}`);
  await page.getByRole('button', { name: 'Write Review' }).click();
  const form = page.getByRole('form', { name: 'Review form' });
  await form.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` }).click();
  await form.locator('[data-slate-editor]').click();
  await page.keyboard.type(text);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review submitted')).toBeVisible();
}

const cards = (page: Page) => page.getByRole('region', { name: 'Reviews' }).getByRole('article');
const authors = async (page: Page) =>
  (await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace('Review by ', ''),
  );

interface RestAccess {
  origin: string;
  headers: Record<string, string>;
}

/** Where the page's supabase-js sends REST calls and its headers (apikey, the member's token). */
async function restAccess(page: Page): Promise<RestAccess> {
  const request = page.waitForRequest((r) => r.url().includes('/rest/v1/') && r.headers()['authorization']?.startsWith('Bearer ') === true);
  await page.reload();
  const sent = await request;
  const headers = await sent.allHeaders();
  return {
    origin: new URL(sent.url()).origin,
    headers: { apikey: headers['apikey'] ?? '', authorization: headers['authorization'] ?? '' },
  };
}

async function restGet(page: Page, { origin, headers }: RestAccess, path: string): Promise<unknown> {
  const response = await page.request.get(`${origin}/rest/v1/${path}`, { headers });
  expect(response.status()).toBe(200);
  return response.json();
}

test.describe('community', { tag: ['@mf_movie', '@mf_reviews', '@mf_account'] }, () => {
  // Several members sign up through the pages: longer than the suite's one-user default.
  test.describe.configure({ timeout: 240_000 });

  test('the members rating, sorted reviews, likes, and the guest who signs in to like', async ({ browser }) => {
    const low = await member(browser, 'low');
    await review(low.page, 2, 'Too loud for me.');
    const high = await member(browser, 'high');
    await review(high.page, 4, 'A clever puzzle.');

    const me = await member(browser, 'me');
    await openReviews(me.page);
    await expect(me.page.getByTestId('marquee-rating-average')).toHaveText('3.0');
    await expect(me.page.getByTestId('marquee-rating-count')).toHaveText('2 ratings');
    await expect(me.page.getByRole('listitem', { name: '4 stars: 1 rating' })).toBeVisible();

    // My review: the summary updates as soon as it is saved, and it is listed first.
    await me.page.getByRole('button', { name: 'Write Review' }).click();
    const form = me.page.getByRole('form', { name: 'Review form' });
    await form.getByRole('radio', { name: '5 stars' }).click();
    await form.locator('[data-slate-editor]').click();
    await me.page.keyboard.type('Dreams within dreams.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(me.page.getByTestId('marquee-rating-average')).toHaveText('3.7');
    await expect(me.page.getByTestId('marquee-rating-count')).toHaveText('3 ratings');
    await expect(me.page.getByRole('listitem', { name: '5 stars: 1 rating' })).toBeVisible();
    await expect(cards(me.page).first()).toContainText('Your review');
    await expect(cards(me.page).first().getByRole('button', { name: 'Edit' })).toBeVisible();

    // Sort orders, my review first in each.
    const sort = me.page.getByRole('combobox', { name: 'Sort reviews' });
    await expect.poll(() => authors(me.page)).toEqual([me.account.username, high.account.username, low.account.username]);
    await sort.selectOption('Lowest rated');
    await expect.poll(() => authors(me.page)).toEqual([me.account.username, low.account.username, high.account.username]);

    // A like: pressed, counted, and it decides "Most liked".
    const like = me.page.getByRole('button', { name: `Like review by ${low.account.username}` });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');
    await sort.selectOption('Most liked');
    await expect.poll(() => authors(me.page)).toEqual([me.account.username, low.account.username, high.account.username]);
    await sort.selectOption('Highest rated');
    await expect.poll(() => authors(me.page)).toEqual([me.account.username, high.account.username, low.account.username]);
    await me.page.reload();
    await showReviewsTab(me.page);
    await expect(me.page.getByRole('button', { name: `Like review by ${low.account.username}` })).toHaveAttribute('aria-pressed', 'true');

    // The author's name leads to their public profile.
    await cards(me.page).filter({ hasText: high.account.username }).getByRole('link', { name: high.account.username }).click();
    await expect(me.page).toHaveURL(atPath(`/u/${high.account.username}`));
    await expect(me.page.getByRole('heading', { level: 1, name: high.account.username })).toBeVisible();

    // A guest sees the count, is sent to sign in, and comes back to the same review.
    const guest = await (await browser.newContext()).newPage();
    await openReviews(guest);
    const guestLike = guest.getByRole('button', { name: `Like review by ${low.account.username}` });
    await expect(guestLike).toHaveText('1');
    await guestLike.click();
    await expect(guest).toHaveURL(atPath('/auth/login'));
    await fillSignIn(guest, high.account.email, high.account.password);
    await expect(guest).toHaveURL(new RegExp(`/movie/${MOVIE.id}#review-[0-9a-f-]{36}$`));
    const backLike = guest.getByRole('button', { name: `Like review by ${low.account.username}` });
    await expect(backLike).toBeInViewport();
    await backLike.click();
    await expect(backLike).toHaveAttribute('aria-pressed', 'true');
    await expect(backLike).toHaveText('2');
  });

  test('public profile, a list switched public then private, and the activity feed', async ({ browser }) => {
    const owner = await member(browser, 'owner');
    await review(owner.page, 4, 'Worth a second watch.');
    await owner.page.getByRole('button', { name: 'Add to Favorites' }).click();
    await expect(owner.page.getByRole('button', { name: 'Remove from Favorites' })).toBeVisible();
    await owner.page.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expect(owner.page.getByRole('button', { name: 'Remove from Watchlist' })).toBeVisible();

    // Activity: newest first.
    await owner.page.goto('/profile');
    await owner.page.getByRole('tab', { name: 'Activity' }).click();
    const events = owner.page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    await expect(events).toHaveCount(3);
    await expect(events.nth(0)).toContainText(`Added ${MOVIE.title} to Watchlist`);
    await expect(events.nth(1)).toContainText(`Added ${MOVIE.title} to Favorites`);
    await expect(events.nth(2)).toContainText(`Reviewed ${MOVIE.title}`);
    await expect(events.nth(2).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(events.nth(0)).toContainText(/just now|seconds? ago|minutes? ago/);
    await expect(events.nth(0).getByRole('link', { name: MOVIE.title })).toHaveAttribute('href', `/movie/${MOVIE.id}`);

    // Another member: private lists are invisible, on the page and to a direct query.
    const visitor = await member(browser, 'visitor');
    await visitor.page.goto(`/u/${owner.account.username}`);
    await expect(visitor.page.getByRole('heading', { level: 1, name: owner.account.username })).toBeVisible();
    await expect(visitor.page.getByTestId('public-count-reviews')).toContainText('1');
    await expect(visitor.page.getByRole('list', { name: 'Reviews' }).getByRole('link', { name: MOVIE.title })).toBeVisible();
    await expect(visitor.page.getByRole('region', { name: 'Favorites' })).toHaveCount(0);
    const headers = await restAccess(visitor.page);
    const [ownerRow] = (await restGet(visitor.page, headers, `profiles?select=user_id&username=eq.${owner.account.username}`)) as {
      user_id: string;
    }[];
    expect(await restGet(visitor.page, headers, `favorites?select=title&user_id=eq.${ownerRow!.user_id}`)).toEqual([]);

    // Switched public from the owner's Settings tab (the user menu leads to the public page too).
    await owner.page.getByRole('tab', { name: 'Settings' }).click();
    const favoritesSwitch = owner.page.getByRole('checkbox', { name: 'Show my favorites on my public profile' });
    await favoritesSwitch.locator('..').click();
    await expect(favoritesSwitch).toBeChecked();
    await owner.page.getByRole('button', { name: 'Account menu' }).click();
    await owner.page.getByRole('menuitem', { name: 'View public profile' }).click();
    await expect(owner.page).toHaveURL(atPath(`/u/${owner.account.username}`));
    await expect(owner.page.getByRole('region', { name: 'Favorites' })).toContainText(MOVIE.title);

    await visitor.page.reload();
    await expect(visitor.page.getByRole('region', { name: 'Favorites' })).toContainText(MOVIE.title);
    await expect(visitor.page.getByTestId('public-count-favorites')).toContainText('1');
    expect(await restGet(visitor.page, headers, `favorites?select=title&user_id=eq.${ownerRow!.user_id}`)).toEqual([
      { title: MOVIE.title },
    ]);
    expect(await restGet(visitor.page, headers, `watchlist?select=title&user_id=eq.${ownerRow!.user_id}`)).toEqual([]);

    // And private again.
    await owner.page.goto('/profile');
    await owner.page.getByRole('tab', { name: 'Settings' }).click();
    await expect(favoritesSwitch).toBeChecked();
    await favoritesSwitch.locator('..').click();
    await expect(favoritesSwitch).not.toBeChecked();
    await expect.poll(() => restGet(visitor.page, headers, `favorites?select=title&user_id=eq.${ownerRow!.user_id}`)).toEqual([]);
    await visitor.page.reload();
    await expect(visitor.page.getByRole('heading', { level: 1, name: owner.account.username })).toBeVisible();
    await expect(visitor.page.getByRole('region', { name: 'Favorites' })).toHaveCount(0);

    await visitor.page.goto('/u/nobody_called_this');
    await expect(visitor.page.getByRole('heading', { name: 'User not found' })).toBeVisible();
    await expect(visitor.page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
