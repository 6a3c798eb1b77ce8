/**
 * Profile end to end: mf-account's /profile inside the shell against the local stack — the
 * account's details and counts, the username edit reaching the header's user menu, and an avatar
 * uploaded to the `avatars` bucket and shown from its public URL, all without a page reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newAccount, register, registerSignedOut, toast, type Account } from '../support/accounts';
import { SUPABASE_URL } from '../support/environment';
import { remoteOrigin } from '../support/shell-scripts';

/** A valid 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openProfile(page: Page, account: Account): Promise<void> {
  await register(page, account);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-username')).toHaveText(account.username);
}

/** Marks the document; the mark survives only as long as the page is not reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-profile-e2e', 'kept'));
}
async function expectNotReloaded(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-profile-e2e', 'kept');
}

const today = () =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date());

test.describe('profile', { tag: ['@mf_account'] }, () => {
  test('shows the account, zero counts, and the tabs', async ({ page }) => {
    const account = newAccount('pro');
    await openProfile(page, account);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(main.getByText(`Joined ${today()}`)).toBeVisible();
    for (const stat of ['reviews', 'favorites', 'watchlist']) {
      await expect(page.getByTestId(`stat-${stat}`).getByTestId('stat-value')).toHaveText('0');
    }
    await expect(page.getByTestId('stat-favorites')).toHaveAttribute('href', '/favorites');
    await expect(page.getByTestId('stat-watchlist')).toHaveAttribute('href', '/watchlist');
    await expect(main.getByRole('heading', { name: 'Account Information' })).toBeVisible();
    await expect(main.getByText(account.email).first()).toBeVisible();

    await main.getByRole('tab', { name: 'Activity' }).click();
    await expect(main.getByText('No activity yet')).toBeVisible();
    await main.getByRole('tab', { name: 'Settings' }).click();
    await expect(main.getByRole('heading', { name: 'Email Notifications' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Privacy Settings' })).toBeVisible();
    await expect(main.getByText('Coming Soon', { exact: true })).toHaveCount(1);
    await expect(main.getByRole('checkbox', { name: 'Show my favorites on my public profile' })).not.toBeChecked();
  });

  test('a new username is saved, shown, and reaches the header menu without a reload', async ({ page }) => {
    const account = newAccount('pro');
    await openProfile(page, account);
    await markDocument(page);
    const renamed = `${account.username}_x`;

    await page.getByRole('button', { name: 'Edit username' }).click();
    const field = page.getByRole('form', { name: 'Edit username' }).getByLabel('Username');
    await expect(field).toHaveValue(account.username);
    await field.fill(`  ${renamed}  `);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('profile-username')).toHaveText(renamed);
    await expect(toast(page, 'Username updated')).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('user-menu-username')).toHaveText(renamed);
    await page.keyboard.press('Escape');
    await expectNotReloaded(page);

    await page.reload();
    await expect(page.getByTestId('profile-username')).toHaveText(renamed);
  });

  test('a username someone else has is refused as taken, and the typed text stays', async ({ page }) => {
    const first = newAccount('pro');
    await registerSignedOut(page, first);
    const second = newAccount('pro');
    await openProfile(page, second);

    await page.getByRole('button', { name: 'Edit username' }).click();
    const field = page.getByRole('form', { name: 'Edit username' }).getByLabel('Username');
    // Usernames are unique ignoring case.
    await field.fill(first.username.toUpperCase());
    await field.press('Enter');
    await expect(page.getByRole('form', { name: 'Edit username' }).getByText('That username is taken')).toBeVisible();
    await expect(toast(page, 'Update failed')).toContainText('That username is taken');
    await expect(field).toHaveValue(first.username.toUpperCase());
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('profile-username')).toHaveText(second.username);
  });

  test("when the name's rules cannot be downloaded, Save says so and the typed name stays; the next Save sends it", async ({
    page,
    baseURL,
  }) => {
    const account = newAccount('pro');
    await openProfile(page, account);
    await page.waitForLoadState('networkidle');
    // The rules (yup) load with the editor's form: every script of mf-account but the form's fails from now on.
    const accountOrigin = await remoteOrigin(baseURL!, 'mf_account');
    const rulesAndAllElse = (url: URL) =>
      url.origin === accountOrigin && url.pathname.endsWith('.js') && !url.pathname.includes('username-form');
    await page.route(rulesAndAllElse, (route) => route.abort('internetdisconnected'));
    const renamed = `${account.username}_y`;

    await page.getByRole('button', { name: 'Edit username' }).click();
    const field = page.getByRole('form', { name: 'Edit username' }).getByLabel('Username');
    await field.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Update failed')).toContainText('Failed to update username.');
    await expect(field).toHaveValue(renamed);

    await page.unroute(rulesAndAllElse);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('profile-username')).toHaveText(renamed);
    await expect(toast(page, 'Username updated')).toBeVisible();
  });

  test("the username form's code downloads on Edit: when it cannot, the profile says so and stays as it was; the next Edit opens it", async ({
    page,
    baseURL,
  }) => {
    const account = newAccount('pro');
    await openProfile(page, account);
    await page.waitForLoadState('networkidle');
    const accountOrigin = await remoteOrigin(baseURL!, 'mf_account');
    const formCode = `${accountOrigin}/**/username-form.*.js`;
    await page.route(formCode, (route) => route.abort('internetdisconnected'));

    await page.getByRole('button', { name: 'Edit username' }).click();
    await expect(toast(page, 'Could not open the editor')).toContainText('Please check your connection and try again.');
    await expect(page.getByTestId('profile-username')).toHaveText(account.username);
    await expect(page.getByRole('form', { name: 'Edit username' })).toHaveCount(0);

    await page.unroute(formCode);
    await page.getByRole('button', { name: 'Edit username' }).click();
    await expect(page.getByRole('form', { name: 'Edit username' }).getByLabel('Username')).toHaveValue(account.username);
    await expect(page.getByRole('form', { name: 'Edit username' }).getByLabel('Username')).toBeFocused();
  });

  test('an uploaded avatar is shown from the storage public URL, here and in the header', async ({ page, request }) => {
    const account = newAccount('pro');
    await openProfile(page, account);
    await markDocument(page);

    await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(toast(page, 'Avatar updated')).toBeVisible();
    const avatar = page.getByRole('main').getByAltText(`${account.username}'s avatar`);
    await expect(avatar).toBeVisible();
    const src = await avatar.getAttribute('src');
    expect(src).toMatch(
      new RegExp(`^${SUPABASE_URL.replace(/[.]/g, '\\.')}/storage/v1/object/public/avatars/[0-9a-f-]{36}/avatar\\.png\\?v=\\d+$`),
    );
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    const stored = await request.get(src ?? '');
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toContain('image/png');

    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', src ?? '');
    await expectNotReloaded(page);
  });

  test('files that are too large or not images are refused before uploading', async ({ page }) => {
    const account = newAccount('pro');
    await openProfile(page, account);
    let uploads = 0;
    page.on('request', (req) => {
      if (req.url().includes('/storage/v1/object/avatars/')) uploads += 1;
    });
    const input = page.getByTestId('avatar-file-input');

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(toast(page, 'File too large')).toContainText('Please select an image smaller than 2MB.');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(toast(page, 'Invalid file type')).toContainText('Please select an image file.');
    expect(uploads).toBe(0);
    await expect(page.getByRole('main').getByAltText(`${account.username}'s avatar`)).toHaveCount(0);
  });
});
