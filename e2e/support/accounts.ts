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

/**
 * Registers on /signup. The local stack confirms addresses itself (confirmations are off), so
 * registration ends signed in, where the visitor was going (home unless a page sent them).
 */
export async function register(page: Page, account: Account): Promise<void> {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(account.username);
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signs out through the user menu; ends at home, signed out. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
}

/** An account that exists, with the page signed out (to test signing in with it). */
export async function registerSignedOut(page: Page, account: Account): Promise<void> {
  await register(page, account);
  await signOut(page);
}

/** Fills and submits the sign-in form of the current page. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Registers a new account, which signs it in; returns once the header shows the user menu. */
export async function registerAndSignIn(page: Page, prefix?: string): Promise<Account> {
  const account = newAccount(prefix);
  await register(page, account);
  return account;
}
