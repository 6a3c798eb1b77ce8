import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AuthProvider } from '@marquee/shared/auth';
import { SupabaseClientProvider } from '@marquee/shared/supabase';
import { anonTestClient, createFakeAuthStore, createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import { toLibraryRowInput } from './library-api';
import { libraryKeys } from './library-keys';
import { useLibraryList } from './use-library-list';
import { useLibraryStatus } from './use-library-status';
import { useToggleLibrary } from './use-toggle-library';
import type { LibraryKind, LibraryMovie } from './types';

const AVATAR: LibraryMovie = { id: 23813862, title: 'Avatar', poster_path: '/avatar.svg', release_date: '2009-12-18', vote_average: 8.3 };

let account: TestAccount;
let queryClient: QueryClient;
let toast: MockInstance<(typeof toaster)['create']>;

beforeEach(async () => {
  account = await createTestAccount();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => {
  account.network.resume();
  vi.restoreAllMocks();
});

function wrapper(signedIn = true) {
  const { store } = createFakeAuthStore({ user: signedIn ? account.user : null });
  const client = signedIn ? account.client : anonTestClient(account.network);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={store}>
        <SupabaseClientProvider client={client}>{children}</SupabaseClientProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** Rows as the user would have added them one by one: distinct, increasing times. */
async function seed(owner: TestAccount, kind: LibraryKind, titles: string[], firstId = 1) {
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = titles.map((title, index) => ({
    movie_id: firstId + index,
    title,
    created_at: new Date(start + index * 60_000).toISOString(),
  }));
  const { error } = await owner.client.from(kind).insert(rows);
  if (error) throw new Error(error.message);
  owner.network.requests.length = 0;
}

async function storedMovieIds(kind: LibraryKind): Promise<number[]> {
  const { data } = await account.client.from(kind).select('movie_id').order('created_at');
  return (data ?? []).map((row: { movie_id: number }) => row.movie_id);
}

function useMoviePage(movieId: number) {
  return { status: useLibraryStatus(movieId), favorites: useToggleLibrary('favorites'), list: useLibraryList('favorites') };
}

describe('library hooks (real supabase-js against the local stack)', () => {
  it('reads whether a movie is in favorites and watchlist for the signed-in user only', async () => {
    const other = await createTestAccount();
    await seed(other, 'favorites', ['Avatar'], AVATAR.id);
    await seed(account, 'watchlist', ['Avatar'], AVATAR.id);
    const { result } = renderHook(() => useLibraryStatus(AVATAR.id), { wrapper: wrapper() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ signedIn: true, isFavorite: false, isInWatchlist: true });
    expect(account.network.requests.length).toBeGreaterThan(0);
    expect(account.network.requests.every((request) => request.path.includes(`user_id=eq.${account.id}`))).toBe(true);
  });

  it('asks nothing for a guest', () => {
    const { result } = renderHook(() => useLibraryStatus(AVATAR.id), { wrapper: wrapper(false) });
    expect(result.current).toMatchObject({ signedIn: false, isLoading: false, isFavorite: false });
    expect(account.network.requests).toHaveLength(0);
  });

  it('adds optimistically: the status and the list change before the server answers', async () => {
    await seed(account, 'favorites', ['Older']);
    const { result } = renderHook(() => useMoviePage(AVATAR.id), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
    await waitFor(() => expect(result.current.status.isLoading).toBe(false));

    account.network.hold();
    act(() => result.current.favorites.mutate({ movie: AVATAR, add: true }));
    await waitFor(() => expect(result.current.status.isFavorite).toBe(true));
    expect(result.current.list.rows.map((row) => row.title)).toEqual(['Avatar', 'Older']);
    expect(result.current.list.total).toBe(2);

    account.network.resume();
    await waitFor(() => expect(result.current.favorites.isSuccess).toBe(true));
    expect(await storedMovieIds('favorites')).toEqual([1, AVATAR.id]);
    const stored = await account.client
      .from('favorites')
      .select('user_id, title, release_date, vote_average')
      .eq('movie_id', AVATAR.id)
      .single();
    expect(stored.data).toEqual({ user_id: account.id, title: 'Avatar', release_date: '2009-12-18', vote_average: 8.3 });
    expect(result.current.status.isFavorite).toBe(true);
  });

  it('rolls back and toasts when the server refuses', async () => {
    await seed(account, 'favorites', ['Older']);
    const { result } = renderHook(() => useMoviePage(AVATAR.id), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(1));
    await waitFor(() => expect(result.current.status.isLoading).toBe(false));

    account.network.hold();
    account.network.failNext('POST', /^\/rest\/v1\/favorites/, {
      status: 403,
      body: { code: '42501', message: 'permission denied', details: null, hint: null },
    });
    act(() => result.current.favorites.mutate({ movie: AVATAR, add: true }));
    await waitFor(() => expect(result.current.status.isFavorite).toBe(true));
    account.network.resume();
    await waitFor(() => expect(result.current.favorites.isError).toBe(true));
    expect(result.current.status.isFavorite).toBe(false);
    expect(result.current.list.rows.map((row) => row.title)).toEqual(['Older']);
    expect(toast).toHaveBeenCalledWith({ type: 'error', title: 'Could not add to Favorites', description: 'Please try again later.' });
    expect(await storedMovieIds('favorites')).toEqual([1]);
  });

  it('removes optimistically and restores the row if the delete fails', async () => {
    await seed(account, 'favorites', ['Avatar'], AVATAR.id);
    await seed(account, 'favorites', ['Newer'], 2);
    await account.client.from('favorites').update({ created_at: '2026-02-01T00:00:00Z' }).eq('movie_id', 2);
    const { result } = renderHook(() => useMoviePage(AVATAR.id), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.list.rows).toHaveLength(2));

    account.network.failNext('DELETE', /^\/rest\/v1\/favorites/);
    act(() => result.current.favorites.mutate({ movie: AVATAR, add: false }));
    await waitFor(() => expect(result.current.favorites.isError).toBe(true));
    expect(result.current.list.rows.map((row) => row.title)).toEqual(['Newer', 'Avatar']);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not remove from Favorites' }));

    act(() => result.current.favorites.mutate({ movie: AVATAR, add: false }));
    await waitFor(() => expect(result.current.list.rows.map((row) => row.title)).toEqual(['Newer']));
    await waitFor(async () => expect(await storedMovieIds('favorites')).toEqual([2]));
    expect(result.current.list.total).toBe(1);
  });

  it('pages the list newest first, 20 at a time', async () => {
    await seed(
      account,
      'watchlist',
      Array.from({ length: 25 }, (_, index) => `Movie ${index + 1}`),
    );
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
    const row = toLibraryRowInput('user-1', { id: 5, title: 'x'.repeat(600), poster_path: null, release_date: '', vote_average: 11 });
    expect(row).toEqual({
      user_id: 'user-1',
      movie_id: 5,
      title: 'x'.repeat(500),
      poster_path: null,
      release_date: null,
      vote_average: 10,
    });
  });
});
