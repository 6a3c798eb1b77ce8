import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { untakenEarlyReads } from '@marquee/shared/first-paint';
import {
  clientNeverAsked,
  createFakeTmdb,
  createTestAccount,
  handOverDatabaseRead,
  renderWithProviders,
  type TestAccount,
} from '@marquee/shared/testing';
import { diaryPageRead } from '../diary/diary-page-read';
import { routes } from '../routes';
import DiaryPage from './diary-page';

const tmdb = createFakeTmdb(() => undefined, { genres: [] }).client;

let account: TestAccount;

beforeEach(async () => {
  account = await createTestAccount();
});

describe('DiaryPage', () => {
  it('lists the entries newest first under month headings, with day, year, stars, rewatch and like', async () => {
    const { error } = await account.client.from('diary_entries').insert([
      { tmdb_id: 603, title: 'The Matrix', release_date: '1999-03-31', watched_on: '2026-10-03', rating: 4, rewatch: false, liked: false },
      { tmdb_id: 603, title: 'The Matrix', release_date: '1999-03-31', watched_on: '2026-11-21', rating: null, rewatch: true, liked: true },
      {
        tmdb_id: 155,
        title: 'The Dark Knight',
        release_date: '2008-07-16',
        watched_on: '2026-11-07',
        rating: 5,
        rewatch: false,
        liked: false,
      },
    ]);
    expect(error).toBeNull();
    renderWithProviders(<DiaryPage />, { user: account.user, supabase: account.client, tmdb });

    const months = await screen.findAllByRole('heading', { level: 2 });
    expect(months.map((heading) => heading.textContent)).toEqual(['November 2026', 'October 2026']);
    const november = within(screen.getByRole('list', { name: 'November 2026' })).getAllByRole('listitem');
    expect(november.map((row) => within(row).getByRole('link').textContent)).toEqual(['The Matrix', 'The Dark Knight']);
    expect(within(november[0]!).getByText('21')).toBeTruthy();
    expect(within(november[0]!).getByRole('img', { name: 'Rewatch' })).toBeTruthy();
    expect(within(november[0]!).getByRole('img', { name: 'Liked' })).toBeTruthy();
    expect(within(november[1]!).queryByRole('img', { name: 'Rewatch' })).toBeNull();
    expect(within(november[1]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    const october = within(screen.getByRole('list', { name: 'October 2026' })).getAllByRole('listitem');
    expect(within(october[0]!).getByText('1999')).toBeTruthy();
  });

  it('says the diary is empty before the first film is logged', async () => {
    renderWithProviders(<DiaryPage />, { user: account.user, supabase: account.client, tmdb });
    expect(await screen.findByText('Your diary is empty')).toBeTruthy();
  });

  it("shows the first page the shell's first script read with the stored session, without waiting for the page's client", async () => {
    const logged = await account.client.from('diary_entries').insert({ tmdb_id: 603, title: 'The Matrix', watched_on: '2026-11-21' });
    expect(logged.error).toBeNull();
    // The route declares the read the page makes; the early start fills in the stored member.
    expect(routes.diary.reads).toEqual([diaryPageRead(':member', 0)]);
    const read = diaryPageRead(account.id, 0);
    const { data } = await account.client.auth.getSession();
    await handOverDatabaseRead(read, data.session!.access_token);
    renderWithProviders(<DiaryPage />, { user: account.user, supabase: clientNeverAsked(), tmdb });
    const rows = within(await screen.findByRole('list', { name: 'November 2026' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'The Matrix' })).toBeTruthy();
    expect(untakenEarlyReads()).toEqual([]);
  });
});
