import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AuthProvider } from '@marquee/shared/auth';
import { createFakeAuthStore, fakeUser } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import { createFakeLibraryClient, type FakeLibraryClient } from '@marquee/shared/library/testing';
import { LibraryClientProvider } from './library-client-context';
import { toLibraryRowInput } from './library-api';
import { libraryKeys } from './library-keys';
import { useLibraryList } from './use-library-list';
import { useLibraryStatus } from './use-library-status';
import { useToggleLibrary } from './use-toggle-library';
import type { LibraryMovie } from './types';

const USER_ID = fakeUser().id;

const AVATAR: LibraryMovie = { id: 23813862, title: 'Avatar', poster_path: '/avatar.svg', release_date: '2009-12-18', vote_average: 8.3 };

let fake: FakeLibraryClient;
let queryClient: QueryClient;
let toast: MockInstance<(typeof toaster)['create']>;

beforeEach(() => {
  fake = createFakeLibraryClient();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => vi.restoreAllMocks());

function wrapper(signedIn = true) {
  const { store } = createFakeAuthStore({ user: signedIn ? fakeUser() : null });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={store}>
        <LibraryClientProvider client={fake.client}>{children}</LibraryClientProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}

function useMoviePage(movieId: number) {
  return { status: useLibraryStatus(movieId), favorites: useToggleLibrary('favorites'), list: useLibraryList('favorites') };
}

describe('library hooks', () => {
  it('reads whether a movie is in favorites and watchlist for the signed-in user', async () => {
    fake.seed('watchlist', USER_ID, [{ movie_id: AVATAR.id, title: 'Avatar' }]);
    fake.seed('watchlist', 'someone-else', [{ movie_id: 7, title: 'Other' }]);
    const { result } = renderHook(() => useLibraryStatus(AVATAR.id), { wrapper: wrapper() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ signedIn: true, isFavorite: false, isInWatchlist: true });
    expect(fake.calls.every((call) => call.filters.some((f) => f.column === 'user_id' && f.value === USER_ID))).toBe(true);
  });

  it('asks nothing for a guest', () => {
    const { result } = renderHook(() => useLibraryStatus(AVATAR.id), { wrapper: wrapper(false) });
    expect(result.current).toMatchObject({ signedIn: false, isLoading: false, isFavorite: false });
    expect(fake.calls).toHaveLength(0);
  });

  it('adds optimistically: the status and the list change before the server answers', async () => {
    fake.seed('favorites', USER_ID, [{ movie_id: 1, title: 'Older' }]);
    const { result } = renderHook(() => useMoviePage(AVATAR.id), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
    await waitFor(() => expect(result.current.status.isLoading).toBe(false));

    fake.hold();
    act(() => result.current.favorites.mutate({ movie: AVATAR, add: true }));
    await waitFor(() => expect(result.current.status.isFavorite).toBe(true));
    expect(result.current.list.rows.map((row) => row.title)).toEqual(['Avatar', 'Older']);
    expect(result.current.list.total).toBe(2);
    expect(fake.rows('favorites')).toHaveLength(1);

    fake.resume();
    await waitFor(() => expect(result.current.favorites.isSuccess).toBe(true));
    expect(fake.rows('favorites').map((row) => row.movie_id)).toEqual([1, AVATAR.id]);
    expect(fake.rows('favorites')[1]).toMatchObject({ user_id: USER_ID, title: 'Avatar', release_date: '2009-12-18', vote_average: 8.3 });
    await waitFor(() => expect(result.current.list.rows[0]?.id).toMatch(/^row-/));
    expect(result.current.status.isFavorite).toBe(true);
  });

  it('rolls back and toasts when the server refuses', async () => {
    fake.seed('favorites', USER_ID, [{ movie_id: 1, title: 'Older' }]);
    const { result } = renderHook(() => useMoviePage(AVATAR.id), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
    await waitFor(() => expect(result.current.status.isLoading).toBe(false));

    fake.hold();
    fake.failNext('upsert', 'permission denied');
    act(() => result.current.favorites.mutate({ movie: AVATAR, add: true }));
    await waitFor(() => expect(result.current.status.isFavorite).toBe(true));
    fake.resume();
    await waitFor(() => expect(result.current.favorites.isError).toBe(true));
    expect(result.current.status.isFavorite).toBe(false);
    expect(result.current.list.rows.map((row) => row.title)).toEqual(['Older']);
    expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Could not add to Favorites', description: 'Please try again later.' });
  });

  it('removes optimistically and restores the row if the delete fails', async () => {
    fake.seed('favorites', USER_ID, [{ movie_id: AVATAR.id, title: 'Avatar' }, { movie_id: 2, title: 'Newer' }]);
    const { result } = renderHook(() => useMoviePage(AVATAR.id), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(2));

    fake.failNext('delete');
    act(() => result.current.favorites.mutate({ movie: AVATAR, add: false }));
    await waitFor(() => expect(result.current.favorites.isError).toBe(true));
    expect(result.current.list.rows.map((row) => row.title)).toEqual(['Newer', 'Avatar']);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not remove from Favorites' }));

    act(() => result.current.favorites.mutate({ movie: AVATAR, add: false }));
    await waitFor(() => expect(result.current.list.rows.map((row) => row.title)).toEqual(['Newer']));
    await waitFor(() => expect(fake.rows('favorites').map((row) => row.movie_id)).toEqual([2]));
    expect(result.current.list.total).toBe(1);
  });

  it('pages the list newest first, 20 at a time', async () => {
    fake.seed('watchlist', USER_ID, Array.from({ length: 25 }, (_, index) => ({ movie_id: index + 1, title: `Movie ${index + 1}` })));
    const { result } = renderHook(() => useLibraryList('watchlist'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(result.current.rows[0]?.title).toBe('Movie 25');
    expect(result.current.total).toBe(25);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(result.current.rows.at(-1)?.title).toBe('Movie 1');
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keeps each user in their own cache keys', () => {
    expect(libraryKeys.status('a', 'favorites', 1)).toEqual(['library', 'a', 'favorites', 'status', 1]);
    expect(libraryKeys.list('a', 'watchlist').slice(0, 3)).toEqual(libraryKeys.kind('a', 'watchlist'));
  });
});

describe('toLibraryRowInput', () => {
  it('fits the table: no empty dates, ratings within 0-10, titles within 500 characters', () => {
    const row = toLibraryRowInput(USER_ID, { id: 5, title: 'x'.repeat(600), poster_path: null, release_date: '', vote_average: 11 });
    expect(row).toEqual({ user_id: USER_ID, movie_id: 5, title: 'x'.repeat(500), poster_path: null, release_date: null, vote_average: 10 });
  });
});
