import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { anonTestClient, createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { countUserRows, getProfileStats } from './get-profile-stats';
import { profileKeys } from './profile-keys';
import { createProfileHookProviders } from '../testing/render-profile-page';
import { useProfileStats } from './index';

let account: TestAccount;
beforeEach(async () => {
  account = await createTestAccount();
});

async function addFavorites(count: number) {
  const { error } = await account.client
    .from('favorites')
    .insert(Array.from({ length: count }, (_, index) => ({ movie_id: index + 1, title: `Movie ${index + 1}` })));
  if (error) throw new Error(error.message);
  account.network.requests.length = 0;
}

describe('profile counts', () => {
  it('counts with a HEAD select of id, exact, filtered by user_id', async () => {
    await addFavorites(7);
    await expect(countUserRows(account.client, 'favorites', account.id)).resolves.toBe(7);
    expect(account.network.requests).toEqual([{ method: 'HEAD', path: `/rest/v1/favorites?select=id&user_id=eq.${account.id}` }]);
  });

  it("counts reviews, favorites and watchlist; another user's private rows count as 0", async () => {
    await account.client.from('reviews').insert([
      { movie_id: 1, rating: 4 },
      { movie_id: 2, rating: 5 },
      { movie_id: 3, rating: 1 },
    ]);
    await addFavorites(2);
    await expect(getProfileStats(account.client, account.id)).resolves.toEqual({ reviews: 3, favorites: 2, watchlist: 0 });
    // Reviews are public, favorites are not.
    await expect(getProfileStats(anonTestClient(), account.id)).resolves.toEqual({ reviews: 3, favorites: 0, watchlist: 0 });
  });

  it('fails with the server message when a count fails', async () => {
    account.network.failNext('HEAD', /^\/rest\/v1\/watchlist/, {
      status: 403,
      body: { code: '42501', message: 'permission denied for table watchlist', details: null, hint: null },
    });
    await expect(getProfileStats(account.client, account.id)).rejects.toThrow(
      /permission denied for table watchlist|Failed to count watchlist/,
    );
  });

  it('useProfileStats loads the counts under the user’s stats key, and waits for a user id', async () => {
    await account.client.from('reviews').insert([
      { movie_id: 1, rating: 4 },
      { movie_id: 2, rating: 5 },
    ]);
    const { wrapper, queryClient } = await createProfileHookProviders(account);
    account.network.requests.length = 0;
    const idle = renderHook(() => useProfileStats(undefined), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(account.network.requests).toHaveLength(0);

    const { result } = renderHook(() => useProfileStats(account.id), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ reviews: 2, favorites: 0, watchlist: 0 }));
    expect(queryClient.getQueryData(profileKeys.stats(account.id))).toEqual({ reviews: 2, favorites: 0, watchlist: 0 });
  });
});
