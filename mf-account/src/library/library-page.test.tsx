import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LibraryKind } from '@marquee/shared/library';
import type { TablesInsert } from '@marquee/shared/supabase';
import { createFakeTmdb, createTestAccount, renderWithProviders, type TestAccount } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import FavoritesPage from '../pages/favorites-page';
import WatchlistPage from '../pages/watchlist-page';

/** Cards need the image base and the genre list; nothing else is asked of TMDb. */
const tmdb = createFakeTmdb(() => undefined, { genres: [] }).client;

let account: TestAccount;
let toast: MockInstance<(typeof toaster)['create']>;

beforeEach(async () => {
  account = await createTestAccount();
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => vi.restoreAllMocks());

function renderLibraryPage(page: ReactNode) {
  return renderWithProviders(page, { user: account.user, supabase: account.client, tmdb });
}

async function seed(kind: LibraryKind, rows: Array<TablesInsert<'favorites'>>) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const { error } = await account.client
    .from(kind)
    .insert(rows.map((row, index) => ({ ...row, created_at: new Date(start + index * 60_000).toISOString() })));
  if (error) throw new Error(error.message);
}

const seedFavorites = () =>
  seed('favorites', [
    { movie_id: 11, title: 'Aliens', release_date: '1986-07-18', vote_average: 7.5, poster_path: '/aliens.svg' },
    { movie_id: 22, title: 'Avatar', release_date: '2009-12-18', vote_average: 8.3 },
  ]);

async function storedFavoriteIds(): Promise<number[]> {
  // Filtered by owner: another test's account may make its favorites public meanwhile, and RLS then shows them too.
  const { data } = await account.client.from('favorites').select('movie_id').eq('user_id', account.id).order('movie_id');
  return (data ?? []).map((row: { movie_id: number }) => row.movie_id);
}

describe('FavoritesPage', () => {
  it('shows skeletons, then the favorites newest first with date, rating, Details and Remove', async () => {
    await seedFavorites();
    renderLibraryPage(<FavoritesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeTruthy();
    expect(screen.getAllByTestId('movie-list-card-skeleton')).toHaveLength(4);

    const cards = await screen.findAllByTestId('movie-list-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Avatar', 'Aliens']);
    expect(within(cards[0]!).getByText('December 18, 2009')).toBeTruthy();
    expect(within(cards[0]!).getByLabelText('Rating 8.3 out of 10')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/movie/22');
    expect(screen.getByRole('button', { name: 'Remove Avatar from Favorites' })).toBeTruthy();
    expect(screen.getByTestId('library-count').textContent).toBe('2 movies');
    expect(screen.queryByTestId('movie-list-card-skeleton')).toBeNull();
  });

  it("marks a kept movie watched from its card's Watched toggle", async () => {
    await seedFavorites();
    renderLibraryPage(<FavoritesPage />);
    const cards = (await screen.findAllByTestId('movie-list-card')).map((card) => card.closest('li') as HTMLElement);
    const watched = within(cards[0]!).getByRole('button', { name: 'Watched' });
    await waitFor(() => expect((watched as HTMLButtonElement).disabled).toBe(false));
    expect(watched.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(watched);
    await waitFor(() => expect(within(cards[0]!).getByRole('button', { name: 'Watched' }).getAttribute('aria-pressed')).toBe('true'));
    await waitFor(async () =>
      expect((await account.client.from('watched_films').select('tmdb_id, title').eq('user_id', account.id)).data).toEqual([
        { tmdb_id: 22, title: 'Avatar' },
      ]),
    );
  });

  it('removes a movie at once and from the store', async () => {
    await seedFavorites();
    renderLibraryPage(<FavoritesPage />);
    await screen.findAllByTestId('movie-list-card');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Avatar from Favorites' }));
    await waitFor(() => expect(screen.getAllByTestId('movie-list-card')).toHaveLength(1));
    expect(screen.getByTestId('library-count').textContent).toBe('1 movie');
    await waitFor(async () => expect(await storedFavoriteIds()).toEqual([11]));
  });

  it('puts the movie back and says so when removing fails', async () => {
    await seedFavorites();
    renderLibraryPage(<FavoritesPage />);
    await screen.findAllByTestId('movie-list-card');
    account.network.failNext('DELETE', /^\/rest\/v1\/favorites/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Aliens from Favorites' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Could not remove from Favorites' })),
    );
    expect(screen.getAllByTestId('movie-list-card')).toHaveLength(2);
    expect(await storedFavoriteIds()).toEqual([11, 22]);
  });

  it('suggests discovering movies when there are none', async () => {
    renderLibraryPage(<FavoritesPage />);
    expect(await screen.findByText('No favorites yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover Movies' }).getAttribute('href')).toBe('/');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    await seedFavorites();
    for (let attempt = 0; attempt < 4; attempt += 1) account.network.failNext('GET', /^\/rest\/v1\/favorites/);
    renderLibraryPage(<FavoritesPage />);
    expect(await screen.findByText('Unable to load your favorites at the moment.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('movie-list-card')).toHaveLength(2);
  });
});

describe('WatchlistPage', () => {
  it('lists the watchlist, not the favorites', async () => {
    await seedFavorites();
    await seed('watchlist', [{ movie_id: 33, title: 'Inception' }]);
    renderLibraryPage(<WatchlistPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeTruthy();
    const cards = await screen.findAllByTestId('movie-list-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('TBA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Inception from Watchlist' })).toBeTruthy();
  });
});
