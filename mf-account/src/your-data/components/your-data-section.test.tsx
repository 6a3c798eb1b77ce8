/**
 * The "Your data" section over the local test stack, signed in as a real account: the import
 * flow from upload to what was saved, what each row becomes, an export already imported, an
 * import a reload cut short, a bad file, and the account deletion.
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
import { saveImportPlan, readStoredImport } from '../import/import-progress-store';
import { EMPTY_SUMMARY } from '../import/import-summary';
import { YourDataSection } from './your-data-section';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../e2e/fixtures/letterboxd');
/** The offline catalog's id of "Jet Li's Hero" (2004), Letterboxd's "Hero" (2002). */
const HERO_ID = 57714843;
const fixture = (name: string) => new File([readFileSync(path.join(FIXTURES, name))], name);
const text = (name: string, content: string) => new File([content], name, { type: 'text/csv' });
const findPreview = () => screen.findByTestId('letterboxd-preview', {}, { timeout: 15_000 });

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
    const result = await screen.findByTestId('letterboxd-result', {}, { timeout: 10_000 });
    expect(within(result).getByText('Saved from Letterboxd')).toBeTruthy();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '4 new reviews (2 with text)',
      '1 film added to your watchlist',
      'Aftersun (2022)',
      'Heat (1995)',
      'Paddington 2 (2017)',
      'Past Lives (2023)',
    ]);
    const reviews = await account.client.from('reviews').select('movie_id').eq('user_id', account.id);
    const watchlist = await account.client.from('watchlist').select('title').eq('user_id', account.id);
    expect(reviews.data).toHaveLength(4);
    expect(watchlist.data).toEqual([{ title: 'The Matrix' }]);
  });

  it('says what each row becomes: a half star and what Marquee stores, a rating replacing yours beside your text, a rewatch’s second review', async () => {
    const account = await createTestAccount();
    const { user } = await renderSection(account);
    const upload = (files: File[]) => user.upload(screen.getByLabelText('Letterboxd export files'), files);
    await upload([text('mine.csv', 'Title,Year,Rating,WatchedDate,Review\nThe Dark Knight,2008,5,2025-01-05,My own words.\n')]);
    await user.click(within(await findPreview()).getByRole('button', { name: 'Import 1 film' }));
    await screen.findByTestId('letterboxd-result', {}, { timeout: 10_000 });

    await upload([
      text(
        'ratings.csv',
        'Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,The Dark Knight,2008,https://boxd.it/a,3\n2024-10-04,The Departed,2006,https://boxd.it/b,3.5\n',
      ),
      text(
        'reviews.csv',
        'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n' +
          '2024-02-11,Eternal Sunshine of the Spotless Mind,2004,https://boxd.it/c,5,,First time.,,2024-02-10\n' +
          '2025-02-14,Eternal Sunshine of the Spotless Mind,2004,https://boxd.it/d,4.5,Yes,Third watch.,,2025-02-14\n',
      ),
    ]);
    const preview = await findPreview();
    const row = (name: string) => within(preview).getByRole('row', { name: new RegExp(name) });
    expect(within(preview).getByTestId('letterboxd-half-stars').textContent).toContain('half stars round up');
    expect(row('The Departed').textContent).toContain('Letterboxd 3½★ is stored as 4★: halves round up');
    expect(row('The Departed').textContent).toContain('Rating 4★ · October 4, 2024');
    const sunshine = row('Eternal Sunshine').textContent;
    expect(sunshine).toContain('Review 5★ with text · February 14, 2025');
    expect(sunshine).toContain(
      '2 Letterboxd reviews of this film: Marquee keeps one review per film, so your rewatch’s review of February 14, 2025 is the one imported',
    );
    expect(sunshine).toContain('Not imported: the review of February 11, 2024 “First time.”');
    expect(row('The Dark Knight').textContent).toContain('Your Marquee review is kept');
    await user.click(within(preview).getByRole('radio', { name: 'Replace with Letterboxd’s' }));
    expect(row('The Dark Knight').textContent).toContain('Replaces your rating (5★) with 3★; your review text is kept');
    await user.click(within(preview).getByRole('button', { name: 'Import 3 films' }));
    const result = await screen.findByTestId('letterboxd-result', {}, { timeout: 10_000 });
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 new reviews (1 with text)', '1 rating replaced, your review text kept']);
    const { data } = await account.client.from('reviews').select('rating, review_text').eq('user_id', account.id).eq('rating', 3);
    expect(data?.map((review) => review.review_text)).toEqual([expect.stringContaining('My own words.')]);
  });

  it('says “Nothing new to import” for an export already imported', async () => {
    const account = await createTestAccount();
    const { user } = await renderSection(account);
    const zip = fixture('letterboxd-marquee-2023-07-04-10-00-utc.zip');
    await user.upload(screen.getByLabelText('Letterboxd export files'), zip);
    await user.click(within(await findPreview()).getByRole('button', { name: 'Import 6 films' }));
    await screen.findByTestId('letterboxd-result', {}, { timeout: 10_000 });
    await user.upload(screen.getByLabelText('Letterboxd export files'), zip);
    const preview = await findPreview();
    expect(within(preview).getByText('Nothing new to import')).toBeTruthy();
    expect((within(preview).getByRole('button', { name: 'Import 0 films' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('after a reload, says the import was interrupted and finishes it from where it stopped', async () => {
    const account = await createTestAccount();
    const movie = (id: number) => ({ id, title: `Film ${id}`, release_date: '2001-01-01', poster_path: null, vote_average: 7 });
    const film = (id: number, rating: number) => ({
      key: `film-${id}`,
      name: `Film ${id}`,
      year: 2001,
      tmdbId: null,
      letterboxdUri: null,
      rating,
      review: null,
      spoilers: false,
      watchlist: false,
      date: '2024-05-01',
    });
    const base = 700_000 + Math.floor(Math.random() * 10_000) * 10;
    // The first film was written before the page went; the plan and progress stayed behind.
    await account.client
      .from('reviews')
      .insert({ user_id: account.id, movie_id: base + 1, rating: 2 })
      .throwOnError();
    const films = [1, 2].map((n) => ({
      film: film(base + n, n + 2),
      movie: movie(base + n),
      hasExistingReview: false,
      onWatchlist: false,
    }));
    const notFound = [{ ...film(1, 3), key: 'sea|2022', name: 'Sea Sparkles', year: 2022 }];
    saveImportPlan(account.id, {
      total: 2,
      saved: 1,
      choice: 'keep',
      summary: { ...EMPTY_SUMMARY, reviews: 1 },
      films,
      batchIds: [crypto.randomUUID()],
      truncated: 0,
      unrated: [],
      notFound,
      journal: null,
    });
    const { user } = await renderSection(account);
    const notice = screen.getByTestId('letterboxd-interrupted');
    expect(notice.textContent).toContain('1 of 2 films were saved before the page was left.');
    await user.click(within(notice).getByRole('button', { name: 'Finish the import' }));
    const result = await screen.findByTestId('letterboxd-result', {}, { timeout: 10_000 });
    // The counts take in the batch written before the reload; the films not found are still listed.
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 new reviews', 'Sea Sparkles (2022)']);
    const { data } = await account.client.from('reviews').select('movie_id, rating').eq('user_id', account.id).order('movie_id');
    expect(data).toEqual([
      { movie_id: base + 1, rating: 2 },
      { movie_id: base + 2, rating: 4 },
    ]);
    expect(readStoredImport(account.id)).toBeNull();
  });

  it('after a reload, finishes the diary, watched films and lists too, with their watch dates', async () => {
    const account = await createTestAccount();
    const id = 710_000 + Math.floor(Math.random() * 10_000) * 10;
    const movie = { id, title: 'Heat', release_date: '1995-12-15', poster_path: null, vote_average: 8 };
    const diaryFilm = { key: 'heat|1995', name: 'Heat', year: 1995, letterboxdUri: null };
    // Every film was written; the page went before the journal, which follows the films.
    saveImportPlan(account.id, {
      total: 0,
      saved: 0,
      choice: 'keep',
      summary: EMPTY_SUMMARY,
      films: [],
      batchIds: [],
      truncated: 0,
      unrated: [],
      notFound: [],
      journal: {
        diary: [
          {
            entry: {
              film: diaryFilm,
              watchedOn: '2024-06-01',
              loggedOn: '2024-06-02',
              rewatch: true,
              letterboxdRating: 5,
              rating: 5,
              tags: [],
              entryUri: null,
            },
            movie,
          },
        ],
        watched: [{ film: { film: diaryFilm, date: '2023-01-05' }, movie }],
        lists: [],
        counts: { diary: 1, watched: 1, lists: 0 },
        missing: 0,
        overDayLimit: 0,
      },
    });
    const { user } = await renderSection(account);
    const notice = screen.getByTestId('letterboxd-interrupted');
    expect(notice.textContent).toContain('The diary, watched films and lists were not saved yet.');
    await user.click(within(notice).getByRole('button', { name: 'Finish the import' }));
    const result = await screen.findByTestId('letterboxd-result', {}, { timeout: 10_000 });
    expect(result.textContent).toContain('1 diary entry added to your diary');
    const diary = await account.client.from('diary_entries').select('tmdb_id, watched_on, rewatch, rating').eq('user_id', account.id);
    expect(diary.data).toEqual([{ tmdb_id: id, watched_on: '2024-06-01', rewatch: true, rating: 5 }]);
    const watched = await account.client.from('watched_films').select('watched_at').eq('user_id', account.id);
    expect(watched.data?.map(({ watched_at }) => watched_at.slice(0, 10))).toEqual(['2023-01-05']);
    expect(readStoredImport(account.id)).toBeNull();
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
    const importButton = () => within(preview).getByRole('button', { name: /^Import \d+ films?$/ });
    const importing = Number(/\d+/.exec(importButton().textContent ?? '')?.[0]);

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
    expect(importButton().textContent).toBe(`Import ${importing + 1} films`);
    await user.click(importButton());
    expect(await screen.findByText('Saved from Letterboxd', {}, { timeout: 30_000 })).toBeTruthy();

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
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
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
