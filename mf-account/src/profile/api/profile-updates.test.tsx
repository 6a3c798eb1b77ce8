import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { USERNAME_TAKEN_MESSAGE, type Profile } from '@marquee/shared/auth';
import { getPublicConfig } from '@marquee/shared/config';
import { createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { profileKeys } from './profile-keys';
import { UsernameTakenError } from './profile-errors';
import { createProfileHookProviders, imageFile, storedAvatarFiles, storedProfile } from '../testing/render-profile-page';
import { updateUsername, uploadAvatar, useUpdateUsername, useUploadAvatar } from './index';

let account: TestAccount;
beforeEach(async () => {
  account = await createTestAccount();
});

const TOO_LARGE = {
  status: 413,
  body: { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
};
const uniqueName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;

describe('updateUsername', () => {
  it('updates profiles.username (trimmed) of the user and returns the saved row', async () => {
    const name = uniqueName('new');
    const saved = await updateUsername(account.client, account.id, `  ${name} `);
    expect(saved.username).toBe(name);
    expect((await storedProfile(account)).username).toBe(name);
    expect(account.network.requests.find((request) => request.method === 'PATCH')?.path).toBe(
      `/rest/v1/profiles?user_id=eq.${account.id}&select=*`,
    );
  });

  it('turns the unique constraint into "That username is taken", ignoring case', async () => {
    const other = await createTestAccount();
    const failure = updateUsername(account.client, account.id, other.username.toUpperCase());
    await expect(failure).rejects.toBeInstanceOf(UsernameTakenError);
    await expect(failure).rejects.toThrow(USERNAME_TAKEN_MESSAGE);
  });

  it("passes other failures on with the server's message", async () => {
    // Another user's row is not this user's to change: row level security leaves nothing to update.
    const other = await createTestAccount();
    await expect(updateUsername(account.client, other.id, uniqueName('name'))).rejects.toThrow(/JSON object requested|0 rows/);
    expect((await storedProfile(other)).username).toBe(other.username);
  });
});

describe('uploadAvatar', () => {
  it('uploads to avatars/{userId}/avatar.{ext}, then stores the versioned public URL', async () => {
    const saved = await uploadAvatar(account.client, account.id, imageFile('Portrait.PNG', 64), { version: () => 42 });
    const url = `${getPublicConfig().supabaseUrl}/storage/v1/object/public/avatars/${account.id}/avatar.png?v=42`;
    expect(saved.avatar_url).toBe(url);
    expect((await storedProfile(account)).avatar_url).toBe(url);
    expect(await storedAvatarFiles(account)).toEqual(['avatar.png']);
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('does not touch the profile when the upload fails', async () => {
    account.network.failNext('POST', /^\/storage\/v1\/object\/avatars\//, TOO_LARGE);
    await expect(uploadAvatar(account.client, account.id, imageFile())).rejects.toThrow('The object exceeded the maximum allowed size');
    expect(account.network.requests.some((request) => request.path.startsWith('/rest/v1/profiles'))).toBe(false);
    expect((await storedProfile(account)).avatar_url).toBeNull();
  });

  it('replacing a .png with a .jpg removes the old file; a failed upload keeps it', async () => {
    await uploadAvatar(account.client, account.id, imageFile('me.png'));
    expect(await storedAvatarFiles(account)).toEqual(['avatar.png']);
    await uploadAvatar(account.client, account.id, imageFile('me.jpg', 256, 'image/jpeg'));
    expect(await storedAvatarFiles(account)).toEqual(['avatar.jpg']);

    // The storage service itself refuses bytes that are not the image they claim to be.
    const notAPng = new File([new Uint8Array(64)], 'big.png', { type: 'image/png' });
    await expect(uploadAvatar(account.client, account.id, notAPng)).rejects.toThrow();
    expect(await storedAvatarFiles(account)).toEqual(['avatar.jpg']);
    expect((await storedProfile(account)).avatar_url).toMatch(/\/avatar\.jpg\?v=\d+$/);
  });

  it('fails when the profile update fails', async () => {
    account.network.failNext('PATCH', /^\/rest\/v1\/profiles/, {
      status: 400,
      body: { code: '22001', message: 'value too long', details: null, hint: null },
    });
    await expect(uploadAvatar(account.client, account.id, imageFile())).rejects.toThrow('value too long');
  });
});

describe('profile mutation hooks', () => {
  it('useUpdateUsername saves for the signed-in user, writes the row into the profile query the header follows, and refreshes the user’s other queries', async () => {
    const { wrapper, queryClient, refreshProfile } = await createProfileHookProviders(account);
    queryClient.setQueryData(profileKeys.stats(account.id), { reviews: 1, favorites: 1, watchlist: 1 });
    queryClient.setQueryData(['reviews', 'movie', 7, 'list'], []);
    const { result } = renderHook(() => useUpdateUsername(), { wrapper });
    const name = uniqueName('renamed');
    await act(() => result.current.mutateAsync(name));
    expect((await storedProfile(account)).username).toBe(name);
    expect(queryClient.getQueryData(profileKeys.detail(account.id))).toMatchObject({ username: name });
    // The saved row is the server's answer: neither the store nor the query reads it again.
    expect(refreshProfile).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(profileKeys.detail(account.id))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(profileKeys.stats(account.id))?.isInvalidated).toBe(true);
    // Reviews embed their author's name, so they are refetched too.
    expect(queryClient.getQueryState(['reviews', 'movie', 7, 'list'])?.isInvalidated).toBe(true);
  });

  it('useUpdateUsername refuses without a user and does not refresh after a failure', async () => {
    const signedOut = await createProfileHookProviders(null);
    const { result } = renderHook(() => useUpdateUsername(), { wrapper: signedOut.wrapper });
    await expect(act(() => result.current.mutateAsync(uniqueName('renamed')))).rejects.toThrow();

    const other = await createTestAccount();
    const signedIn = await createProfileHookProviders(account);
    const hook = renderHook(() => useUpdateUsername(), { wrapper: signedIn.wrapper });
    await expect(act(() => hook.result.current.mutateAsync(other.username))).rejects.toThrow(USERNAME_TAKEN_MESSAGE);
    expect(signedIn.queryClient.getQueryData(profileKeys.detail(account.id))).toBeUndefined();
  });

  it('useUploadAvatar uploads for the signed-in user and writes the row into the profile query the header follows', async () => {
    const { wrapper, refreshProfile, queryClient } = await createProfileHookProviders(account);
    const { result } = renderHook(() => useUploadAvatar(), { wrapper });
    act(() => result.current.mutate(imageFile('face.webp', 128, 'image/webp')));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(await storedAvatarFiles(account)).toEqual(['avatar.webp']);
    expect(refreshProfile).not.toHaveBeenCalled();
    const saved = queryClient.getQueryData<Profile>(profileKeys.detail(account.id));
    expect(saved?.avatar_url).toMatch(new RegExp(`/avatars/${account.id}/avatar\\.webp\\?v=\\d+$`));
  });
});
