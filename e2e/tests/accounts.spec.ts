/**
 * Accounts end to end (issue 5): the shell's header, guards and user menu with mf-account's
 * pages, against the local Supabase-compatible stack, its e-mail inbox and its stand-in
 * OAuth provider.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { atPath, fillSignIn, newAccount, register, registerSignedOut, toast } from '../support/accounts';
import { SUPABASE_URL } from '../support/environment';

/** The localStorage keys that hold auth data. */
function storedAuthKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('supabase.auth.') || key.includes('sb-')));
}

async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

test.describe('accounts', { tag: ['@mf_account'] }, () => {
  test('register (signed in at once), user menu, protected page, reload keeps the session, sign out clears it, sign in', async ({
    page,
  }) => {
    const account = newAccount();
    await register(page, account);
    // The local stack confirms addresses itself: no e-mail is promised, and the member is signed in.
    await expect(toast(page, 'Account created successfully!')).toContainText(`Welcome to Marquee, ${account.username}!`);
    await expect(toast(page, /check your email/i)).toHaveCount(0);
    await expect(page).toHaveURL(atPath('/'));
    expect((await storedAuthKeys(page)).length).toBeGreaterThan(0);

    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-username')).toHaveText(account.username);
    await expect(page.getByTestId('user-menu-email')).toHaveText(account.email);
    await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
    await expect(page).toHaveURL(atPath('/profile'));
    await expect(page.locator('main h1').first()).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(atPath('/profile'));
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    expect((await storedAuthKeys(page)).length).toBeGreaterThan(0);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(await storedAuthKeys(page)).toEqual([]);
    // The refresh token was revoked on the server too (a global sign-out), not just forgotten.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();

    await page.goto('/signin');
    await fillSignIn(page, account.email, account.password);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a taken username is said on the field before submitting, creates no account, and is refused by the server', async ({ page }) => {
    const first = newAccount('ana');
    await registerSignedOut(page, first);
    const second = newAccount('ana');
    await page.goto('/signup');
    const main = page.getByRole('main');
    const asked = page.waitForRequest((r) => r.url().includes('/rest/v1/rpc/username_available'));
    // Usernames are unique ignoring case.
    await main.getByLabel('Username').fill(first.username.toUpperCase());
    await main.getByLabel('Email').fill(second.email);
    await expect(main.getByText('That username is taken')).toBeVisible();
    const apikey = (await (await asked).allHeaders())['apikey'] ?? '';
    await main.getByLabel('Password', { exact: true }).fill(second.password);
    await main.getByLabel('Confirm password').fill(second.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(main.getByText('That username is taken')).toBeVisible();
    await expect(page).toHaveURL(atPath('/signup'));
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    // A client that skips the form is refused by the server (GoTrue's answer to the refusing trigger).
    const signUp = await page.request.post(`${SUPABASE_URL}/auth/v1/signup`, {
      headers: { apikey, 'Content-Type': 'application/json' },
      data: { email: second.email, password: second.password, data: { username: first.username } },
    });
    expect(signUp.status()).toBe(500);
    expect(((await signUp.json()) as { msg: string }).msg).toBe('Database error saving new user');
    // Nothing was created: the same e-mail signs up with a free name.
    await main.getByLabel('Username').fill(second.username);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a wrong password shows the server message and stays on the page', async ({ page }) => {
    const account = newAccount();
    await registerSignedOut(page, account);
    await page.goto('/auth/login');
    await fillSignIn(page, account.email, 'not-the-password');
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(atPath('/auth/login'));
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test('validation messages appear on submit and clear as the field changes', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('main').getByLabel('Email').fill('x');
    await expect(page.getByText('Email is required')).toHaveCount(0);
  });

  test('registering an e-mail twice shows the server message', async ({ page }) => {
    const account = newAccount();
    await registerSignedOut(page, account);
    await page.goto('/signup');
    await page.getByRole('main').getByLabel('Username').fill(`${account.username}_2`);
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('main').getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('main').getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'User already registered')).toBeVisible();
    await expect(page).toHaveURL(atPath('/signup'));
  });

  test('a guest opening /profile signs in and comes back to /profile', async ({ page }) => {
    const account = newAccount();
    await registerSignedOut(page, account);
    await page.goto('/profile');
    await expect(page).toHaveURL(atPath('/auth/login'));
    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(atPath('/profile'));
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a signed-in user opening /signin or /signup is sent home', async ({ page }) => {
    const account = newAccount();
    await register(page, account);
    await expect(page).toHaveURL(atPath('/'));
    for (const path of ['/signin', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL(atPath('/'));
    }
  });

  test('full password reset through the local inbox link', async ({ page, request }) => {
    const account = newAccount();
    await registerSignedOut(page, account);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(atPath('/auth/reset-password'));
    await page.getByRole('main').getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(toast(page, 'Reset email sent')).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        const messages = (await (await request.get(`${SUPABASE_URL}/inbox?to=${encodeURIComponent(account.email)}`)).json()) as {
          subject: string;
          links: string[];
        }[];
        link = messages.find((message) => /reset/i.test(message.subject))?.links[0] ?? '';
        return link;
      })
      .not.toBe('');

    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/update-password/);
    const newPassword = 'new-popcorn-43';
    await page.getByRole('main').getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('main').getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, 'Password updated')).toBeVisible();
    await expect(page).toHaveURL(atPath('/auth/login'));

    await fillSignIn(page, account.email, account.password);
    await expect(toast(page, 'Invalid login credentials')).toBeVisible();
    await fillSignIn(page, account.email, newPassword);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(atPath('/'));
  });

  test('the update-password page without a recovery link sends the visitor to request one', async ({ page }) => {
    await page.goto('/auth/update-password');
    await expect(toast(page, 'This password reset link is invalid or has expired.')).toBeVisible();
    await expect(page).toHaveURL(atPath('/auth/reset-password'));
  });

  test('GitHub sign-in through the local provider page returns to the site root signed in', async ({ page }) => {
    const email = newAccount().email;
    await page.goto('/signin');
    await page.getByRole('button', { name: 'GitHub' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: /Continue as GitHub user/ }).click();
    await expect(page).toHaveURL(atPath('/'));
    await openUserMenu(page);
    await expect(page.getByTestId('user-menu-email')).toHaveText(email);
  });
});
