import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_EVENTS, createAuthStore, type AuthStore } from './auth-store';
import { createFakeSupabase, fakeProfile, fakeSession, fakeUser, type FakeSupabase } from './fake-supabase-client';

/** A Storage over a Map: enough for clearStoredAuthData. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

let fake: FakeSupabase;
let deferred: (() => void)[];
let storage: Storage;
let navigateHome: ReturnType<typeof vi.fn<() => void>>;
let store: AuthStore;
let stop: () => void;

/** Runs the profile fetches the store deferred, and lets their promises settle. */
async function runDeferred(): Promise<void> {
  const queued = deferred.splice(0);
  for (const fn of queued) fn();
  await vi.waitFor(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  fake = createFakeSupabase();
  deferred = [];
  storage = memoryStorage({ 'sb-127-auth-token': '{"access_token":"old"}', 'supabase.auth.token': 'x', theme: 'dark' });
  navigateHome = vi.fn<() => void>();
  store = createAuthStore(fake.client, {
    defer: (fn) => deferred.push(fn),
    navigateHome,
    storage: () => storage,
    siteUrl: () => 'http://localhost:3000/',
  });
  stop = store.start();
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('loading', () => {
  it('is true until the first auth event', () => {
    fake.auth.getSession.mockReturnValueOnce(new Promise(() => undefined));
    const fresh = createAuthStore(fake.client, { defer: () => undefined });
    fresh.start();
    expect(fresh.getState().loading).toBe(true);
    fake.emit('INITIAL_SESSION', null);
    expect(fresh.getState()).toMatchObject({ loading: false, user: null, session: null, profile: null });
  });

  it('is false once the session check answers, even without an event', async () => {
    const session = fakeSession();
    fake.auth.getSession.mockResolvedValueOnce({ data: { session }, error: null });
    const fresh = createAuthStore(fake.client, { defer: () => undefined });
    fresh.start();
    await vi.waitFor(() => expect(fresh.getState().loading).toBe(false));
    expect(fresh.getState().user?.id).toBe('user-1');
  });

  it('stops listening when stopped', () => {
    expect(fake.listenerCount()).toBe(1);
    stop();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('auth events', () => {
  const withSession = AUTH_EVENTS.filter((event) => event !== 'SIGNED_OUT');

  it.each(withSession)('%s with a session sets user and session, then fetches the profile on the next tick', async (event: AuthChangeEvent) => {
    const session = fakeSession();
    fake.emit(event, session);
    expect(store.getState()).toMatchObject({ loading: false, session, user: session.user, profile: null });
    // Deferred, not fetched inside the auth callback.
    expect(fake.from).not.toHaveBeenCalled();
    expect(deferred).toHaveLength(1);
    await runDeferred();
    expect(fake.from).toHaveBeenCalledWith('profiles');
    expect(fake.select).toHaveBeenCalledWith('*');
    expect(fake.eq).toHaveBeenCalledWith('user_id', 'user-1');
    expect(store.getState().profile).toEqual(fakeProfile());
  });

  it.each(withSession)('%s without a session clears user, session and profile', async (event: AuthChangeEvent) => {
    fake.emit('SIGNED_IN', fakeSession());
    await runDeferred();
    fake.emit(event, null);
    expect(store.getState()).toMatchObject({ loading: false, session: null, user: null, profile: null });
    expect(deferred).toHaveLength(0);
  });

  it('SIGNED_OUT clears user, session and profile', async () => {
    fake.emit('SIGNED_IN', fakeSession());
    await runDeferred();
    expect(store.getState().profile).not.toBeNull();
    fake.emit('SIGNED_OUT', null);
    expect(store.getState()).toMatchObject({ loading: false, session: null, user: null, profile: null });
  });

  it('TOKEN_REFRESHED keeps the profile shown while it is fetched again', async () => {
    fake.emit('SIGNED_IN', fakeSession());
    await runDeferred();
    const refreshed = { ...fakeSession(), access_token: 'access-2' };
    fake.emit('TOKEN_REFRESHED', refreshed);
    expect(store.getState().session?.access_token).toBe('access-2');
    expect(store.getState().profile).toEqual(fakeProfile());
  });

  it('USER_UPDATED fetches the profile again', async () => {
    fake.emit('SIGNED_IN', fakeSession());
    await runDeferred();
    fake.answerProfile({ data: fakeProfile('user-1', 'renamed'), error: null });
    fake.emit('USER_UPDATED', fakeSession());
    await runDeferred();
    expect(store.getState().profile?.username).toBe('renamed');
  });

  it('a different user drops the previous profile at once', async () => {
    fake.emit('SIGNED_IN', fakeSession());
    await runDeferred();
    fake.emit('SIGNED_IN', fakeSession(fakeUser('user-2', 'other@example.com')));
    expect(store.getState().profile).toBeNull();
  });
});

describe('profile fetch', () => {
  it('treats PGRST116 (no row) as no profile, not an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.answerProfile({ data: null, error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' } });
    fake.emit('SIGNED_IN', fakeSession());
    await runDeferred();
    expect(store.getState().profile).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it("logs other failures as 'Error fetching profile:' and leaves the profile unchanged", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.emit('SIGNED_IN', fakeSession());
    await runDeferred();
    const failure = { code: '42501', message: 'permission denied' };
    fake.answerProfile({ data: null, error: failure });
    fake.emit('TOKEN_REFRESHED', fakeSession());
    await runDeferred();
    expect(log).toHaveBeenCalledWith('Error fetching profile:', failure);
    expect(store.getState().profile).toEqual(fakeProfile());
  });

  it("logs a thrown failure as 'Error fetching profile:'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch');
    fake.answerProfile(() => Promise.reject(failure));
    fake.emit('SIGNED_IN', fakeSession());
    await runDeferred();
    expect(log).toHaveBeenCalledWith('Error fetching profile:', failure);
  });

  it('drops an answer that arrives after sign-out', async () => {
    let answer: (value: { data: ReturnType<typeof fakeProfile>; error: null }) => void = () => undefined;
    fake.answerProfile(() => new Promise((resolve) => (answer = resolve)));
    fake.emit('SIGNED_IN', fakeSession());
    for (const fn of deferred.splice(0)) fn();
    fake.emit('SIGNED_OUT', null);
    answer({ data: fakeProfile(), error: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().profile).toBeNull();
  });

  it('is deferred with setTimeout 0 by default', async () => {
    vi.useFakeTimers();
    try {
      const other = createFakeSupabase();
      const fresh = createAuthStore(other.client);
      fresh.start();
      other.emit('SIGNED_IN', fakeSession());
      expect(other.from).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(other.from).toHaveBeenCalledWith('profiles');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshProfile fetches again for the signed-in user only', async () => {
    await store.getState().refreshProfile();
    expect(fake.from).not.toHaveBeenCalled();
    fake.emit('SIGNED_IN', fakeSession());
    await store.getState().refreshProfile();
    expect(store.getState().profile).toEqual(fakeProfile());
  });
});

describe('sign-in', () => {
  it('clears stored auth data and attempts a global sign-out first', async () => {
    await store.getState().signIn({ email: 'fan@example.com', password: 'secret1' });
    expect(fake.calls).toEqual(['signOut', 'signInWithPassword']);
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'fan@example.com', password: 'secret1' });
    expect(storage.getItem('supabase.auth.token')).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
    expect(store.getState().user?.id).toBe('user-1');
  });

  it('signs in even when the earlier sign-out fails', async () => {
    fake.auth.signOut.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.getState().signIn({ email: 'fan@example.com', password: 'secret1' });
    expect(fake.auth.signInWithPassword).toHaveBeenCalled();
    expect(storage.getItem('sb-127-auth-token')).toBeNull();
  });

  it("rethrows the backend's error", async () => {
    const failure = Object.assign(new Error('Invalid login credentials'), { code: 'invalid_credentials' });
    fake.auth.signInWithPassword.mockResolvedValueOnce({ data: { session: null }, error: failure });
    await expect(store.getState().signIn({ email: 'fan@example.com', password: 'wrong1' })).rejects.toBe(failure);
  });
});

describe('sign-up', () => {
  it('clears stored data and signs out globally first, sends the username and a redirect to the site root', async () => {
    await store.getState().signUp({ username: 'film_fan', email: 'fan@example.com', password: 'secret1' });
    expect(fake.calls).toEqual(['signOut', 'signUp']);
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: 'fan@example.com',
      password: 'secret1',
      options: { data: { username: 'film_fan' }, emailRedirectTo: 'http://localhost:3000/' },
    });
    expect(storage.getItem('sb-127-auth-token')).toBeNull();
  });

  it('does not adopt the session of a backend that confirms at once, and revokes it', async () => {
    const session = fakeSession();
    fake.auth.signUp.mockImplementationOnce(async () => {
      fake.calls.push('signUp');
      fake.emit('SIGNED_IN', session);
      return { data: { user: session.user, session }, error: null };
    });
    const seen: (string | undefined)[] = [];
    store.subscribe((state) => seen.push(state.user?.id));
    await store.getState().signUp({ username: 'film_fan', email: 'fan@example.com', password: 'secret1' });
    expect(seen).not.toContain('user-1');
    expect(fake.calls).toEqual(['signOut', 'signUp', 'signOut']);
    expect(store.getState().user).toBeNull();
  });

  it("rethrows the backend's error", async () => {
    const failure = new Error('User already registered');
    fake.auth.signUp.mockResolvedValueOnce({ data: { user: null, session: null }, error: failure });
    await expect(store.getState().signUp({ username: 'film_fan', email: 'fan@example.com', password: 'secret1' })).rejects.toBe(failure);
    // Auth events are adopted again afterwards.
    fake.emit('SIGNED_IN', fakeSession());
    expect(store.getState().user?.id).toBe('user-1');
  });
});

describe('sign-out', () => {
  it('signs out globally, clears stored auth data and goes to /', async () => {
    fake.emit('SIGNED_IN', fakeSession());
    await store.getState().signOut();
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'global' });
    expect(storage.getItem('sb-127-auth-token')).toBeNull();
    expect(storage.getItem('supabase.auth.token')).toBeNull();
    expect(store.getState()).toMatchObject({ user: null, session: null, profile: null });
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });

  it('logs a failure, still clears everything and still goes to /', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.emit('SIGNED_IN', fakeSession());
    const failure = new Error('Failed to fetch');
    fake.auth.signOut.mockResolvedValueOnce({ error: failure });
    await expect(store.getState().signOut()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Error signing out:', failure);
    expect(storage.getItem('sb-127-auth-token')).toBeNull();
    expect(store.getState().user).toBeNull();
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });
});

describe('social sign-in, reset and update', () => {
  it('starts the provider flow returning to the site root', async () => {
    await store.getState().signInWithProvider('github');
    expect(fake.auth.signInWithOAuth).toHaveBeenCalledWith({ provider: 'github', options: { redirectTo: 'http://localhost:3000/' } });
  });

  it('asks for a reset e-mail that leads to /auth/update-password', async () => {
    await store.getState().resetPassword('fan@example.com');
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('fan@example.com', {
      redirectTo: 'http://localhost:3000/auth/update-password',
    });
  });

  it('adopts recovery tokens from a link', async () => {
    await store.getState().setRecoverySession({ accessToken: 'a', refreshToken: 'r' });
    expect(fake.auth.setSession).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' });
    fake.auth.setSession.mockResolvedValueOnce({ error: new Error('Invalid Refresh Token') });
    await expect(store.getState().setRecoverySession({ accessToken: 'a', refreshToken: 'r' })).rejects.toThrow('Invalid Refresh Token');
  });

  it('updates the password, then signs out so the new password is used to sign in', async () => {
    fake.emit('PASSWORD_RECOVERY', fakeSession());
    await store.getState().updatePassword('newpass1');
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'newpass1' });
    expect(fake.calls).toEqual(['updateUser', 'signOut']);
    expect(store.getState().user).toBeNull();
  });

  it('rethrows an update failure and stays signed in', async () => {
    fake.emit('PASSWORD_RECOVERY', fakeSession());
    fake.auth.updateUser.mockResolvedValueOnce({ error: new Error('New password should be different from the old password.') });
    await expect(store.getState().updatePassword('secret1')).rejects.toThrow('different');
    expect(fake.auth.signOut).not.toHaveBeenCalled();
    expect(store.getState().user?.id).toBe('user-1');
  });
});
