import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from './get-profile';
import { countUserRows, getProfileStats } from './get-profile-stats';
import { profileKeys } from './profile-keys';
import { createTestProviders } from '../testing/test-providers';
import { createFakeProfileSupabase, fakeProfileRow, type FakeProfileSupabase } from '../testing/fake-profile-supabase';
import { useProfile, useProfileStats } from './index';

const current = vi.hoisted(() => ({ fake: null as unknown }));
vi.mock('@marquee/shared/supabase', () => ({ getSupabase: () => (current.fake as FakeProfileSupabase).client }));

let fake: FakeProfileSupabase;
beforeEach(() => {
  fake = createFakeProfileSupabase();
  current.fake = fake;
});

describe('profile counts', () => {
  it('counts with a HEAD select of id, exact, filtered by user_id', async () => {
    fake.answerTable('favorites', () => ({ count: 7 }));
    await expect(countUserRows(fake.client, 'favorites', 'user-9')).resolves.toBe(7);
    expect(fake.queries).toEqual([
      { table: 'favorites', action: 'select', columns: 'id', count: { count: 'exact', head: true }, filters: [['user_id', 'user-9']], single: false },
    ]);
  });

  it('counts reviews, favorites and watchlist; a missing count is 0', async () => {
    fake.answerTable('reviews', () => ({ count: 3 }));
    fake.answerTable('favorites', () => ({ count: null }));
    fake.answerTable('watchlist', () => ({ count: 12 }));
    await expect(getProfileStats(fake.client, 'user-1')).resolves.toEqual({ reviews: 3, favorites: 0, watchlist: 12 });
    expect(fake.queries.map((q) => q.table).sort()).toEqual(['favorites', 'reviews', 'watchlist']);
  });

  it('fails with the server message when a count fails', async () => {
    fake.answerTable('watchlist', () => ({ error: { message: 'permission denied for table watchlist', code: '42501' } }));
    await expect(getProfileStats(fake.client, 'user-1')).rejects.toThrow('permission denied for table watchlist');
  });

  it('useProfileStats loads the counts under the user’s stats key, and waits for a user id', async () => {
    fake.answerTable('reviews', () => ({ count: 2 }));
    const { wrapper, queryClient } = createTestProviders();
    const idle = renderHook(() => useProfileStats(undefined), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(fake.queries).toHaveLength(0);

    const { result } = renderHook(() => useProfileStats('user-1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ reviews: 2, favorites: 0, watchlist: 0 }));
    expect(queryClient.getQueryData(profileKeys.stats('user-1'))).toEqual({ reviews: 2, favorites: 0, watchlist: 0 });
  });
});

describe('profile read', () => {
  it('selects all from profiles by user_id, expecting a single row', async () => {
    await expect(getProfile(fake.client, 'user-1')).resolves.toEqual(fakeProfileRow());
    expect(fake.queries[0]).toMatchObject({ table: 'profiles', action: 'select', columns: '*', filters: [['user_id', 'user-1']], single: true });
  });

  it('treats PGRST116 (no row) as no profile, and other failures as errors', async () => {
    fake.answerTable('profiles', () => ({ error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' } }));
    await expect(getProfile(fake.client, 'user-1')).resolves.toBeNull();
    fake.answerTable('profiles', () => ({ error: { code: '500', message: 'database is down' } }));
    await expect(getProfile(fake.client, 'user-1')).rejects.toThrow('database is down');
  });

  it('useProfile shows the placeholder of the same user while loading, then the fetched row', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.answerTable('profiles', async () => {
      await gate;
      return { data: fakeProfileRow({ username: 'fresh' }) };
    });
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useProfile('user-1', { placeholder: fakeProfileRow({ username: 'cached' }) }), { wrapper });
    expect(result.current.data?.username).toBe('cached');
    const other = renderHook(() => useProfile('user-1', { placeholder: fakeProfileRow({ user_id: 'someone-else' }) }), { wrapper });
    expect(other.result.current.data).toBeUndefined();
    release();
    await waitFor(() => expect(result.current.data?.username).toBe('fresh'));
  });
});
