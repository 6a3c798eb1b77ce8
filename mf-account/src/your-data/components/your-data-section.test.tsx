/**
 * The "Your data" section over the local test stack, signed in as a real account: the import
 * flow from upload to "Imported n films", a bad file, and the account deletion.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@marquee/shared/auth';
import { createFakeAuthStore, createTestAccount, renderWithProviders, serviceTestClient, type TestAccount } from '@marquee/shared/testing';
import { createTmdbClient } from '@marquee/shared/tmdb';
import { YourDataSection } from './your-data-section';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../e2e/fixtures/letterboxd');
const fixture = (name: string) => new File([readFileSync(path.join(FIXTURES, name))], name);

async function renderSection(account: TestAccount) {
  const { data: profile, error } = await account.client.from('profiles').select('*').eq('user_id', account.id).single<Profile>();
  if (error) throw new Error(error.message);
  const auth = createFakeAuthStore({ user: account.user, profile });
  const view = renderWithProviders(<YourDataSection />, {
    authStore: auth.store,
    supabase: account.client,
    path: '/profile',
    tmdb: createTmdbClient(account.client),
    queryClientConfig: { defaultOptions: { queries: { retry: false } } },
  });
  return { ...view, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

describe('YourDataSection', () => {
  it('previews a Letterboxd export, imports the ticked films and says how many', async () => {
    const account = await createTestAccount();
    const { user } = await renderSection(account);
    await user.upload(screen.getByLabelText('Letterboxd export files'), fixture('letterboxd-marquee-2023-07-04-10-00-utc.zip'));
    const preview = await screen.findByTestId('letterboxd-preview', {}, { timeout: 10_000 });
    expect(within(preview).getByText('6 films matched')).toBeTruthy();
    expect(within(preview).getByText('4 not found')).toBeTruthy();
    await user.click(within(preview).getByRole('checkbox', { name: 'Import Jaws (1975)' }));
    await user.click(within(preview).getByRole('button', { name: 'Import 5 films' }));
    expect(await screen.findByText('Imported 5 films', {}, { timeout: 10_000 })).toBeTruthy();
    const reviews = await account.client.from('reviews').select('movie_id').eq('user_id', account.id);
    const watchlist = await account.client.from('watchlist').select('title').eq('user_id', account.id);
    expect(reviews.data).toHaveLength(4);
    expect(watchlist.data).toEqual([{ title: 'The Matrix' }]);
  });

  it('says why a file is refused and writes nothing', async () => {
    const account = await createTestAccount();
    const { user } = await renderSection(account);
    await user.upload(screen.getByLabelText('Letterboxd export files'), fixture('wrong-columns.csv'));
    expect(await screen.findByText('This file does not look like a Letterboxd export: missing column Name')).toBeTruthy();
    const reviews = await account.client.from('reviews').select('movie_id').eq('user_id', account.id);
    expect(reviews.data).toEqual([]);
  });

  it('deletes the account once the username is typed, and goes home', async () => {
    const account = await createTestAccount();
    const { user, router } = await renderSection(account);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), account.username);
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    const { error } = await serviceTestClient().auth.admin.getUserById(account.id);
    expect(error?.status).toBe(404);
  });
});
