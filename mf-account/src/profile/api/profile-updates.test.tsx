import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from './profile-keys';
import { USERNAME_TAKEN_MESSAGE, UsernameTakenError } from './profile-errors';
import { createTestProviders } from '../testing/test-providers';
import type { Profile } from '@marquee/shared/auth';
import { FAKE_SUPABASE_URL, createFakeProfileSupabase, type FakeProfileSupabase } from '../testing/fake-profile-supabase';
import { updateUsername, uploadAvatar, useUpdateUsername, useUploadAvatar } from './index';

const current = vi.hoisted(() => ({ fake: null as unknown }));
vi.mock('@marquee/shared/supabase', () => ({ getSupabase: () => (current.fake as FakeProfileSupabase).client }));

let fake: FakeProfileSupabase;
beforeEach(() => {
  fake = createFakeProfileSupabase();
  current.fake = fake;
});

const png = (name = 'me.png', size = 64) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('updateUsername', () => {
  it('updates profiles.username (trimmed) by user_id and returns the saved row', async () => {
    const saved = await updateUsername(fake.client, 'user-1', '  new_name ');
    expect(saved.username).toBe('new_name');
    expect(fake.queries).toEqual([
      { table: 'profiles', action: 'update', values: { username: 'new_name' }, filters: [['user_id', 'user-1']], returning: '*', single: true },
    ]);
  });

  it('turns the unique constraint into "That username is taken"', async () => {
    fake.answerTable('profiles', () => ({ error: { code: '23505', message: 'duplicate key value violates unique constraint "profiles_username_key"' } }));
    const failure = updateUsername(fake.client, 'user-1', 'taken');
    await expect(failure).rejects.toBeInstanceOf(UsernameTakenError);
    await expect(failure).rejects.toThrow(USERNAME_TAKEN_MESSAGE);
  });

  it("passes other failures on with the server's message", async () => {
    fake.answerTable('profiles', () => ({ error: { code: '42501', message: 'new row violates row-level security policy' } }));
    await expect(updateUsername(fake.client, 'user-1', 'name')).rejects.toThrow('new row violates row-level security policy');
  });
});

describe('uploadAvatar', () => {
  it('uploads to avatars/{userId}/avatar.{ext} with upsert, then stores the versioned public URL', async () => {
    const file = png('Portrait.PNG');
    const saved = await uploadAvatar(fake.client, 'user-1', file, { version: () => 42 });
    expect(fake.uploads).toEqual([
      { bucket: 'avatars', path: 'user-1/avatar.png', file, options: { upsert: true, contentType: 'image/png', cacheControl: '3600' } },
    ]);
    const url = `${FAKE_SUPABASE_URL}/storage/v1/object/public/avatars/user-1/avatar.png?v=42`;
    expect(fake.queries).toEqual([
      { table: 'profiles', action: 'update', values: { avatar_url: url }, filters: [['user_id', 'user-1']], returning: '*', single: true },
    ]);
    expect(saved.avatar_url).toBe(url);
  });

  it('does not touch the profile when the upload fails', async () => {
    fake.answerUpload(() => ({ error: { message: 'The object exceeded the maximum allowed size', status: 413 } }));
    await expect(uploadAvatar(fake.client, 'user-1', png())).rejects.toThrow('The object exceeded the maximum allowed size');
    expect(fake.queries).toEqual([]);
  });

  it('replacing a .png with a .jpg removes the old file; a failed upload keeps it', async () => {
    await uploadAvatar(fake.client, 'user-1', png('me.png'));
    expect(fake.storedObjects()).toEqual(['avatars/user-1/avatar.png']);
    await uploadAvatar(fake.client, 'user-1', new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }));
    expect(fake.storedObjects()).toEqual(['avatars/user-1/avatar.jpg']);

    fake.answerUpload(() => ({ error: { message: 'The object exceeded the maximum allowed size', status: 413 } }));
    await expect(uploadAvatar(fake.client, 'user-1', png('big.png'))).rejects.toThrow();
    expect(fake.storedObjects()).toEqual(['avatars/user-1/avatar.jpg']);
  });

  it('fails when the profile update fails', async () => {
    fake.answerTable('profiles', () => ({ error: { message: 'value too long' } }));
    await expect(uploadAvatar(fake.client, 'user-1', png())).rejects.toThrow('value too long');
  });
});

describe('profile mutation hooks', () => {
  it('useUpdateUsername saves for the signed-in user, then refreshes the auth profile and the user’s queries', async () => {
    const { wrapper, queryClient, refreshProfile } = createTestProviders();
    queryClient.setQueryData(profileKeys.stats('user-1'), { reviews: 1, favorites: 1, watchlist: 1 });
    queryClient.setQueryData(['reviews', 'movie', 7, 'list'], []);
    const { result } = renderHook(() => useUpdateUsername(), { wrapper });
    await act(() => result.current.mutateAsync('renamed'));
    expect(fake.queries[0]).toMatchObject({ action: 'update', values: { username: 'renamed' }, filters: [['user_id', 'user-1']] });
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(profileKeys.detail('user-1'))).toMatchObject({ username: 'renamed' });
    expect(queryClient.getQueryState(profileKeys.stats('user-1'))?.isInvalidated).toBe(true);
    // Reviews embed their author's name, so they are refetched too.
    expect(queryClient.getQueryState(['reviews', 'movie', 7, 'list'])?.isInvalidated).toBe(true);
  });

  it('useUpdateUsername refuses without a user and does not refresh after a failure', async () => {
    const signedOut = createTestProviders({ user: null, profile: null });
    const { result } = renderHook(() => useUpdateUsername(), { wrapper: signedOut.wrapper });
    await expect(act(() => result.current.mutateAsync('renamed'))).rejects.toThrow();
    expect(fake.queries).toEqual([]);

    fake.answerTable('profiles', () => ({ error: { code: '23505', message: 'duplicate' } }));
    const signedIn = createTestProviders();
    const hook = renderHook(() => useUpdateUsername(), { wrapper: signedIn.wrapper });
    await expect(act(() => hook.result.current.mutateAsync('taken'))).rejects.toThrow(USERNAME_TAKEN_MESSAGE);
    expect(signedIn.refreshProfile).not.toHaveBeenCalled();
  });

  it('useUploadAvatar uploads for the signed-in user and refreshes the header’s profile', async () => {
    const { wrapper, refreshProfile, queryClient } = createTestProviders();
    const { result } = renderHook(() => useUploadAvatar(), { wrapper });
    act(() => result.current.mutate(png('face.webp')));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fake.uploads[0]?.path).toBe('user-1/avatar.webp');
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    const saved = queryClient.getQueryData<Profile>(profileKeys.detail('user-1'));
    expect(saved?.avatar_url).toMatch(/\/avatars\/user-1\/avatar\.webp\?v=\d+$/);
  });
});
