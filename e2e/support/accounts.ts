/**
 * Accounts as a person makes them: through the sign-up and sign-in pages of the running app.
 * Every spec that needs a signed-in user uses these, so the flow is written once.
 */
import { expect, type Page } from '@playwright/test';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A fresh account; `prefix` tells the spec's users apart in the inbox and the database. */
export function newAccount(prefix = 'fan'): Account {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { username: `${prefix}_${id}`, email: `${prefix}-${id}@example.com`, password: 'popcorn-42' };
}

/** The page's URL is exactly this path (any origin), allowing the empty '#' supabase-js leaves behind. */
export function atPath(path: string): RegExp {
  return new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#?$`);
}

export const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** Registers on /signup; registration ends on the sign-in page, signed out. */
export async function register(page: Page, account: Account): Promise<void> {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(account.username);
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(atPath('/auth/login'));
}

/** Fills and submits the sign-in form of the current page. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Registers a new account and signs in with it; returns once the header shows the user menu. */
export async function registerAndSignIn(page: Page, prefix?: string): Promise<Account> {
  const account = newAccount(prefix);
  await register(page, account);
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return account;
}
