import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeTmdb, createTestAccount, makeMovie, renderWithProviders } from '@marquee/shared/testing';
import ActivityFeed from './activity-feed';

const NO_RETRY = { defaultOptions: { queries: { retry: false } } };
const tmdb = createFakeTmdb((body) => {
  const match = /^\/movie\/(\d+)$/.exec(body.path);
  return match ? { success: true, data: makeMovie(Number(match[1]), { title: `Film ${match[1]}` }) } : undefined;
});
let nextMovieId = 600_000 + Math.floor(Math.random() * 50_000) * 10;
const freshMovieId = () => (nextMovieId += 1);

describe('ActivityFeed', () => {
  it('says No activity yet without events', async () => {
    const account = await createTestAccount();
    renderWithProviders(<ActivityFeed userId={account.id} username="member" />, {
      user: account.user,
      supabase: account.client,
      tmdb: tmdb.client,
      queryClientConfig: NO_RETRY,
    });
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });

  it("lists the user's events newest first, each linked to its movie, with stars and a relative date", async () => {
    const account = await createTestAccount();
    const [reviewed, favorite, later] = [freshMovieId(), freshMovieId(), freshMovieId()];
    const { data: review } = await account.client.from('reviews').insert({ movie_id: reviewed, rating: 4 }).select('id').single();
    await account.client.from('favorites').insert({ movie_id: favorite, title: 'Loved Film' });
    await account.client.from('watchlist').insert({ movie_id: later, title: 'Someday Film' });
    // Changed at once: a correction within the second is not an edit event of its own.
    await account.client.from('reviews').update({ rating: 5 }).eq('id', review!.id);
    renderWithProviders(<ActivityFeed userId={account.id} username="member" />, {
      user: account.user,
      supabase: account.client,
      tmdb: tmdb.client,
      queryClientConfig: NO_RETRY,
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('p')?.textContent),
      ).toEqual(['Added Someday Film to Watchlist', 'Added Loved Film to Favorites', `Reviewed Film ${reviewed}`]),
    );
    expect(within(list).getByRole('link', { name: 'Loved Film' }).getAttribute('href')).toBe(`/movie/${favorite}`);
    expect(within(list).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(list).getAllByText('just now').length).toBe(3);
  });

  it('says "Created list {name}" for a public list, linked to its page, and nothing for a private one', async () => {
    const account = await createTestAccount();
    await account.client.from('lists').insert({ name: 'Best of 2008' });
    await account.client.from('lists').insert({ name: 'Secret', is_public: false });
    renderWithProviders(<ActivityFeed userId={account.id} username="member" />, {
      user: account.user,
      supabase: account.client,
      tmdb: tmdb.client,
      queryClientConfig: NO_RETRY,
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Created list Best of 2008']);
    expect(within(list).getByRole('link', { name: 'Best of 2008' }).getAttribute('href')).toBe('/u/member/list/best-of-2008');
  });

  it('lists diary entries as "Watched {title}" and "Rewatched {title}", with their stars', async () => {
    const account = await createTestAccount();
    const film = freshMovieId();
    const today = new Date().toISOString().slice(0, 10);
    const log = (rewatch: boolean, rating: number | null) =>
      account.client.from('diary_entries').insert({ tmdb_id: film, title: 'Diary Film', watched_on: today, rewatch, rating });
    expect((await log(false, null)).error).toBeNull();
    expect((await log(true, 3)).error).toBeNull();
    renderWithProviders(<ActivityFeed userId={account.id} username="member" />, {
      user: account.user,
      supabase: account.client,
      tmdb: tmdb.client,
      queryClientConfig: NO_RETRY,
    });
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('p')?.textContent),
      ).toEqual(['Rewatched Diary Film', 'Watched Diary Film']),
    );
    expect(within(list).getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
  });
});
