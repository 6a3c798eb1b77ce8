import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LibraryClientProvider } from '@marquee/shared/library';
import { createFakeLibraryClient, type FakeLibraryClient } from '@marquee/shared/library/testing';
import { createFakeAuthStore, createFakeTmdb, fakeSession, renderWithProviders } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import FavoritesPage from '../pages/favorites-page';
import WatchlistPage from '../pages/watchlist-page';

const USER_ID = fakeSession().user.id;

/** Cards need the image base and the genre list; nothing else is asked of TMDb. */
const tmdb = createFakeTmdb(() => undefined, { genres: [] }).client;

let library: FakeLibraryClient;
let toast: MockInstance<(typeof toaster)['create']>;

beforeEach(() => {
  library = createFakeLibraryClient();
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => vi.restoreAllMocks());

function renderLibraryPage(page: ReactNode) {
  const session = fakeSession();
  const { store } = createFakeAuthStore({ session, user: session.user });
  return renderWithProviders(page, {
    authStore: store,
    tmdb,
    wrap: (children) => <LibraryClientProvider client={library.client}>{children}</LibraryClientProvider>,
  });
}

const seedFavorites = () =>
  library.seed('favorites', USER_ID, [
    { movie_id: 11, title: 'Aliens', release_date: '1986-07-18', vote_average: 7.5, poster_path: '/aliens.svg' },
    { movie_id: 22, title: 'Avatar', release_date: '2009-12-18', vote_average: 8.3 },
  ]);

describe('FavoritesPage', () => {
  it('shows skeletons, then the favorites newest first with date, rating, Details and Remove', async () => {
    seedFavorites();
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

  it('removes a movie at once and from the store', async () => {
    seedFavorites();
    renderLibraryPage(<FavoritesPage />);
    await screen.findAllByTestId('movie-list-card');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Avatar from Favorites' }));
    await waitFor(() => expect(screen.getAllByTestId('movie-list-card')).toHaveLength(1));
    expect(screen.getByTestId('library-count').textContent).toBe('1 movie');
    await waitFor(() => expect(library.rows('favorites').map((row) => row.movie_id)).toEqual([11]));
  });

  it('puts the movie back and says so when removing fails', async () => {
    seedFavorites();
    renderLibraryPage(<FavoritesPage />);
    await screen.findAllByTestId('movie-list-card');
    library.failNext('delete');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Aliens from Favorites' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Could not remove from Favorites' })));
    expect(screen.getAllByTestId('movie-list-card')).toHaveLength(2);
    expect(library.rows('favorites')).toHaveLength(2);
  });

  it('suggests discovering movies when there are none', async () => {
    renderLibraryPage(<FavoritesPage />);
    expect(await screen.findByText('No favorites yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover Movies' }).getAttribute('href')).toBe('/');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    seedFavorites();
    for (let attempt = 0; attempt < 4; attempt += 1) library.failNext('select');
    renderLibraryPage(<FavoritesPage />);
    expect(await screen.findByText('Unable to load your favorites at the moment.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('movie-list-card')).toHaveLength(2);
  });
});

describe('WatchlistPage', () => {
  it('lists the watchlist, not the favorites', async () => {
    seedFavorites();
    library.seed('watchlist', USER_ID, [{ movie_id: 33, title: 'Inception' }]);
    renderLibraryPage(<WatchlistPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeTruthy();
    const cards = await screen.findAllByTestId('movie-list-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]!).getByText('TBA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Inception from Watchlist' })).toBeTruthy();
  });
});
