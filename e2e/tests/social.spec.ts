/**
 * Following, the feed, comments, notifications and blocking end to end, with three members in
 * their own browser contexts against the real backend: follow → the feed shows the other's
 * review; a like and a comment reach the author's bell without a reload; the review's author
 * deletes a comment; a block refuses follows and comments and stops notifications; a comment's
 * markup shows as text. Then axe on the new pages in both themes at phone width, and screenshots.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerAndSignIn, toast, type Account } from '../support/accounts';
import { showReviewsTab } from '../support/movie-page';

/** Inception in the offline catalog (stable id). */
const MOVIE = { id: 65866081, title: 'Inception' };
/** The bell asks every 20 s and on focus: a notification shows within 30 s. */
const POLL = { timeout: 30_000 };

async function member(browser: Browser, prefix: string): Promise<{ page: Page; account: Account }> {
  const page = await (await browser.newContext()).newPage();
  return { page, account: await registerAndSignIn(page, prefix) };
}

async function review(page: Page, text: string): Promise<void> {
  await page.goto(`/movie/${MOVIE.id}`);
  await page.getByRole('button', { name: 'Write Review' }).click();
  const form = page.getByRole('form', { name: 'Review form' });
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.locator('[data-slate-editor]').click();
  await page.keyboard.type(text);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(page, 'Review submitted')).toBeVisible();
}

const reviewBy = (page: Page, username: string) => page.getByRole('article', { name: `Review by ${username}` });

async function openComments(page: Page, author: string): Promise<void> {
  await page.goto(`/movie/${MOVIE.id}`);
  await showReviewsTab(page);
  await reviewBy(page, author)
    .getByRole('button', { name: /^Comments \(\d+\)$/ })
    .click();
}

async function comment(page: Page, author: string, text: string): Promise<void> {
  await openComments(page, author);
  const card = reviewBy(page, author);
  await card.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await card.getByRole('button', { name: 'Post comment' }).click();
}

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

test.describe('social', { tag: ['@mf_reviews', '@mf_movie', '@mf_account'] }, () => {
  test.describe.configure({ timeout: 360_000 });

  test('follow, the feed, likes and comments notify, the author deletes a comment, a block refuses and silences', async ({ browser }) => {
    const alice = await member(browser, 'alice');
    await review(alice.page, 'Dreams within dreams.');
    const bob = await member(browser, 'bob');

    // Bob follows Alice from her profile; his feed shows her review.
    await bob.page.goto(`/u/${alice.account.username}`);
    const follow = bob.page.getByRole('button', { name: 'Follow' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(bob.page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await expect(bob.page.getByRole('link', { name: '1 followers' })).toBeVisible();
    await bob.page.getByRole('link', { name: 'Activity' }).first().click();
    await expect(bob.page.getByRole('heading', { name: 'From people you follow' })).toBeVisible();
    const feed = bob.page.getByRole('list', { name: 'From people you follow' });
    await expect(feed.getByRole('listitem').filter({ hasText: `${alice.account.username} reviewed` })).toContainText(MOVIE.title);

    // Alice's bell counts the follow; Bob's like arrives while her page stays open.
    await alice.page.goto('/');
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications, 1 unread', POLL);
    await bob.page.goto(`/movie/${MOVIE.id}`);
    await showReviewsTab(bob.page);
    await reviewBy(bob.page, alice.account.username)
      .getByRole('button', { name: `Like review by ${alice.account.username}` })
      .click();
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications, 2 unread', POLL);

    // Carol comments with markup: it shows as text, and Alice is told.
    const carol = await member(browser, 'carol');
    const markup = '<b>bold</b> <img src=x onerror=alert(1)> & more';
    await comment(carol.page, alice.account.username, markup);
    const shown = reviewBy(carol.page, alice.account.username).getByTestId('comment-body');
    await expect(shown).toHaveText(markup);
    await expect(
      reviewBy(carol.page, alice.account.username).locator('[data-testid="comment-body"] b, [data-testid="comment-body"] img'),
    ).toHaveCount(0);
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications, 3 unread', POLL);

    await bell(alice.page).click();
    const notices = alice.page.getByRole('list', { name: 'Notifications' });
    await expect(notices.getByRole('link')).toHaveText([
      `${carol.account.username} commented on your review of ${MOVIE.title}`,
      `${bob.account.username} liked your review of ${MOVIE.title}`,
      `${bob.account.username} followed you`,
    ]);
    await alice.page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications');

    // The review's author deletes Carol's comment, after confirming.
    await openComments(alice.page, alice.account.username);
    const card = reviewBy(alice.page, alice.account.username);
    await expect(card.getByTestId('comment-body')).toHaveText(markup);
    await card.getByRole('button', { name: 'Delete comment' }).click();
    await alice.page.getByRole('alertdialog').getByRole('button', { name: 'Delete comment' }).click();
    await expect(card.getByTestId('comment-body')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Comments (0)' })).toBeVisible();

    // Alice blocks Bob: his follow is gone, a new one and a comment are refused, no notification comes.
    await alice.page.goto(`/u/${bob.account.username}`);
    await alice.page.getByRole('button', { name: `More about ${bob.account.username}` }).click();
    await alice.page.getByRole('menuitem', { name: `Block ${bob.account.username}` }).click();
    await alice.page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Block ${bob.account.username}` })
      .click();
    await expect(toast(alice.page, `You blocked ${bob.account.username}`)).toBeVisible();

    await bob.page.goto(`/u/${alice.account.username}`);
    await expect(bob.page.getByRole('link', { name: '0 followers' })).toBeVisible();
    await bob.page.getByRole('button', { name: 'Follow' }).click();
    await expect(toast(bob.page, `Could not follow ${alice.account.username}`)).toBeVisible();
    await expect(bob.page.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    await comment(bob.page, alice.account.username, 'Let me in');
    const bobsCard = reviewBy(bob.page, alice.account.username);
    await expect(bobsCard.getByText("You cannot comment on this member's reviews")).toBeVisible();
    await expect(bobsCard.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Let me in');

    // His earlier like may be withdrawn, but not given again.
    await bob.page.goto(`/movie/${MOVIE.id}`);
    await showReviewsTab(bob.page);
    const like = reviewBy(bob.page, alice.account.username).getByRole('button', { name: `Like review by ${alice.account.username}` });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(toast(bob.page, 'Could not like the review')).toBeVisible();

    // Bob's earlier notifications are hidden from Alice, and the deleted comment's went with it.
    await alice.page.goto('/notifications');
    await expect(alice.page.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    await expect(bell(alice.page)).toHaveAccessibleName('Notifications');
  });

  test('the new pages pass axe in both themes on a phone; screenshots at 390 and 1366 px', async ({ browser }, testInfo) => {
    const alice = await member(browser, 'ally');
    await review(alice.page, 'Seen twice.');
    const bob = await member(browser, 'bobby');
    await bob.page.goto(`/u/${alice.account.username}`);
    await bob.page.getByRole('button', { name: 'Follow' }).click();
    await expect(bob.page.getByRole('button', { name: 'Following' })).toBeVisible();
    const paths = [
      '/activity',
      '/notifications',
      `/u/${alice.account.username}`,
      `/u/${alice.account.username}/followers`,
      `/u/${bob.account.username}/following`,
    ];
    const found: string[] = [];
    for (const width of [390, 1366]) {
      await bob.page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const theme of ['light', 'dark'] as const) {
        await bob.page.evaluate((value) => localStorage.setItem('theme', value), theme);
        for (const path of paths) {
          await bob.page.goto(path);
          await expect(bob.page.locator('main h1').first()).toBeVisible();
          await bob.page.waitForLoadState('networkidle');
          if (width === 390) {
            const { violations } = await new AxeBuilder({ page: bob.page }).analyze();
            found.push(...violations.map((v) => `${path} (${theme}): ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`));
          }
          const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}-${theme}.png`;
          await bob.page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
        }
      }
    }
    expect(found).toEqual([]);
  });
});
