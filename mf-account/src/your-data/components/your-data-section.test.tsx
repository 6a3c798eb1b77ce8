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
/** The offline catalog's id of "Jet Li's Hero" (2004), Letterboxd's "Hero" (2002). */
const HERO_ID = 57714843;
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

  it('lets the member find a film that was not found, and imports it with the rest; skipped files are listed', async () => {
    const account = await createTestAccount();
    const { user } = await renderSection(account);
    await user.upload(screen.getByLabelText('Letterboxd export files'), fixture('letterboxd-cinephile_carla-2026-11-27-19-11-utc.zip'));
    const preview = await screen.findByTestId('letterboxd-preview', {}, { timeout: 30_000 });
    expect(within(preview).getByTestId('letterboxd-skipped-files').textContent).toContain(
      'deleted/reviews.csv: entries you deleted on Letterboxd',
    );
    const matched = Number(/(\d+) films matched/.exec(preview.textContent ?? '')?.[1]);

    await user.click(within(preview).getByRole('button', { name: 'Find Hero (2002) on Marquee' }));
    const search = within(preview).getByRole('textbox', { name: 'Search Marquee for Hero (2002)' });
    expect((search as HTMLInputElement).value).toBe('Hero');
    await user.clear(search);
    await user.type(search, 'Jet Li');
    await user.click(await within(preview).findByRole('button', { name: "Choose Jet Li's Hero (2004)" }, { timeout: 10_000 }));

    expect(await within(preview).findByText("Hero (2002) will import as Jet Li's Hero (2004).")).toBeTruthy();
    expect(within(preview).getByText(`${matched + 1} films matched`)).toBeTruthy();
    expect(within(within(preview).getByTestId('letterboxd-not-found')).queryByText('Hero (2002)')).toBeNull();
    expect(within(preview).getByRole('checkbox', { name: 'Import Hero (2002)' })).toBeTruthy();
    await user.click(within(preview).getByRole('button', { name: `Import ${matched + 1} films` }));
    expect(await screen.findByText(`Imported ${matched + 1} films`, {}, { timeout: 30_000 })).toBeTruthy();

    const { data: hero } = await account.client
      .from('reviews')
      .select('movie_id, rating')
      .eq('user_id', account.id)
      .eq('movie_id', HERO_ID);
    expect(hero).toEqual([{ movie_id: HERO_ID, rating: 4 }]);
    const { data: kept } = await account.client.from('letterboxd_films').select('title, year, letterboxd_uri').eq('movie_id', HERO_ID);
    expect(kept).toEqual([{ title: 'Hero', year: 2002, letterboxd_uri: expect.stringMatching(/^https:\/\/boxd\.it\//) as string }]);
  }, 90_000);

  it('says why a file is refused and writes nothing', async () => {
    const account = await createTestAccount();
    const { user } = await renderSection(account);
    await user.upload(screen.getByLabelText('Letterboxd export files'), fixture('wrong-columns.csv'));
    expect(await screen.findByText('“wrong-columns.csv” does not look like a Letterboxd export: it has no Name column.')).toBeTruthy();
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
