/**
 * The auth store over the real supabase-js client against the local test stack: real sign-in,
 * sign-up, refresh, update and sign-out produce the auth events; failures the stack would not
 * produce by itself are forced at the HTTP level (createNetworkControl).
 */
import { createClient, type AuthChangeEvent, type Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database, SupabaseClient } from '@marquee/shared/supabase';
import {
  createNetworkControl,
  createTestAccount,
  memoryStorage,
  serviceTestClient,
  testStackAddress,
  type NetworkControl,
  type TestAccount,
} from '@marquee/shared/testing';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@marquee/shared/query';
import { AUTH_EVENTS, createAuthStore, type AuthStore } from './auth-store';
import { profileQuery, profileQueryKey } from './profile-query';

const SITE = 'http://localhost:3000/';
const STORAGE_KEY = 'sb-127-auth-token';

let account: TestAccount;
let network: NetworkControl;
let storage: Storage;
let client: SupabaseClient;
let navigateHome: ReturnType<typeof vi.fn<() => void>>;
let store: AuthStore;
/** The page's query client, where the store's profile query lives. */
let queries: QueryClient;
let stop: () => void;

/** A page's client: the session persisted in `storage`, every request through `network`. */
function pageClient(): SupabaseClient {
  const { url, anonKey } = testStackAddress();
  return createClient<Database>(url, anonKey, {
    auth: { storage, storageKey: STORAGE_KEY, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: network.fetch },
  });
}

/** Fires an auth event through supabase-js's own listeners, for events no local flow produces. */
async function notify(target: SupabaseClient, event: AuthChangeEvent, session: Session | null): Promise<void> {
  const auth = target.auth as unknown as { _notifyAllSubscribers(event: AuthChangeEvent, session: Session | null): Promise<void> };
  await auth._notifyAllSubscribers(event, session);
}

async function signedInSession(): Promise<Session> {
  const { data, error } = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return data.session;
}

/** Another device's client holding the same session (its own storage), e.g. to sign out everywhere. */
function pageClientWithOwnStorage(session: Session): SupabaseClient {
  const { url, anonKey } = testStackAddress();
  const own = memoryStorage({ [STORAGE_KEY]: JSON.stringify(session) });
  return createClient<Database>(url, anonKey, {
    auth: { storage: own, storageKey: STORAGE_KEY, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

const requestsTo = (path: RegExp) => network.requests.filter((request) => path.test(request.path));

beforeEach(async () => {
  account = await createTestAccount();
  network = createNetworkControl();
  storage = memoryStorage({ 'supabase.auth.token': 'x', theme: 'dark' });
  client = pageClient();
  navigateHome = vi.fn<() => void>();
  queries = createQueryClient();
  store = createAuthStore(client, { queryClient: queries, navigateHome, storage: () => storage, siteUrl: () => SITE });
  stop = store.start();
  await vi.waitFor(() => expect(store.getState().loading).toBe(false));
});

afterEach(() => {
  network.resume();
  stop();
  vi.restoreAllMocks();
});

describe('loading', () => {
  it('is true until the session check answers, then false (signed out here)', async () => {
    const fresh = createAuthStore(pageClient(), { queryClient: createQueryClient(), storage: () => storage });
    expect(fresh.getState().loading).toBe(true);
    const stopFresh = fresh.start();
    await vi.waitFor(() => expect(fresh.getState().loading).toBe(false));
    expect(fresh.getState()).toMatchObject({ user: null, session: null, profile: null });
    stopFresh();
  });

  it('starts signed in from a stored session', async () => {
    await signedInSession();
    const fresh = createAuthStore(pageClient(), { queryClient: createQueryClient(), storage: () => storage });
    const stopFresh = fresh.start();
    await vi.waitFor(() => expect(fresh.getState().user?.id).toBe(account.id));
    await vi.waitFor(() => expect(fresh.getState().profile?.username).toBe(account.username));
    stopFresh();
  });

  it('stops listening when stopped', async () => {
    stop();
    await signedInSession();
    expect(store.getState().user).toBeNull();
  });
});

describe('auth events', () => {
  const withSession = AUTH_EVENTS.filter((event) => event !== 'SIGNED_OUT');

  it.each(withSession)(
    '%s with a session of a new user sets user and session, then fetches the profile after the event',
    async (event: AuthChangeEvent) => {
      const session = await signedInSession();
      await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
      store.setState({ user: null, session: null, profile: null });
      network.requests.length = 0;
      const deferred: Array<() => void> = [];
      const manual = createAuthStore(client, {
        queryClient: createQueryClient(),
        defer: (fn) => deferred.push(fn),
        storage: () => storage,
      });
      const stopManual = manual.start();
      await vi.waitFor(() => expect(manual.getState().loading).toBe(false));
      // The user arrives with the event (a profile is read once per user).
      await notify(client, 'SIGNED_OUT', null);
      deferred.length = 0;
      network.requests.length = 0;
      await notify(client, event, session);
      expect(manual.getState()).toMatchObject({ loading: false, session, user: session.user });
      // Deferred, not fetched inside the auth callback.
      expect(requestsTo(/^\/rest\/v1\/profiles/)).toHaveLength(0);
      expect(deferred).toHaveLength(1);
      deferred.splice(0).forEach((fn) => fn());
      await vi.waitFor(() => expect(manual.getState().profile).toMatchObject({ user_id: account.id, username: account.username }));
      expect(requestsTo(/^\/rest\/v1\/profiles/)[0]?.path).toBe(`/rest/v1/profiles?select=*&user_id=eq.${account.id}`);
      stopManual();
    },
  );

  it.each(withSession)('%s without a session clears user, session and profile', async (event: AuthChangeEvent) => {
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    await notify(client, event, null);
    expect(store.getState()).toMatchObject({ loading: false, session: null, user: null, profile: null });
  });

  it('SIGNED_OUT (a real sign-out) clears user, session and profile', async () => {
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    await client.auth.signOut();
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ loading: false, session: null, user: null, profile: null }));
  });

  it('TOKEN_REFRESHED (a real refresh) keeps the profile shown, and does not read it again', async () => {
    const first = await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    const shown = store.getState().profile;
    network.requests.length = 0;
    const { data } = await client.auth.refreshSession();
    // Refresh tokens rotate: the store holds the new session.
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(store.getState().session?.refresh_token).toBe(data.session?.refresh_token);
    expect(store.getState().profile).toBe(shown);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(/^\/rest\/v1\/profiles/)).toHaveLength(0);
  });

  it('USER_UPDATED (a real update) fetches the profile again', async () => {
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    const renamed = `renamed_${Math.random().toString(36).slice(2, 8)}`;
    await client.from('profiles').update({ username: renamed }).eq('user_id', account.id);
    await client.auth.updateUser({ data: { theme: 'dark' } });
    await vi.waitFor(() => expect(store.getState().profile?.username).toBe(renamed));
  });

  it('a different user drops the previous profile at once', async () => {
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    const other = await createTestAccount();
    const { data } = await other.client.auth.getSession();
    await notify(client, 'SIGNED_IN', data.session);
    expect(store.getState().user?.id).toBe(other.id);
    expect(store.getState().profile).toBeNull();
  });
});

describe('profile fetch', () => {
  it('treats a user without a profile row (PGRST116) as no profile, not an error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await serviceTestClient().from('profiles').delete().eq('user_id', account.id);
    await signedInSession();
    await vi.waitFor(() => expect(requestsTo(/^\/rest\/v1\/profiles/).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().profile).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it("logs other failures as 'Error fetching profile:' and leaves the profile unchanged", async () => {
    // The query client's retries have their own tests; here the first failure is the last.
    queries.setQueryDefaults(profileQueryKey(account.id), { retry: false });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    const shown = store.getState().profile;
    network.failNext('GET', /^\/rest\/v1\/profiles/, {
      status: 500,
      body: { code: 'XX000', message: 'database is down', details: null, hint: null },
    });
    await store.getState().refreshProfile();
    expect(log).toHaveBeenCalledWith(
      'Error fetching profile:',
      expect.objectContaining({ message: 'database is down', cause: expect.objectContaining({ code: 'XX000' }) }),
    );
    expect(store.getState().profile).toBe(shown);
  });

  it("logs an unreachable server as 'Error fetching profile:'", async () => {
    // The query client's retries have their own tests; here the first failure is the last.
    queries.setQueryDefaults(profileQueryKey(account.id), { retry: false });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    // supabase-js retries a failed read a few times before it gives up.
    for (let attempt = 0; attempt < 5; attempt += 1) network.failNext('GET', /^\/rest\/v1\/profiles/, 'network');
    await store.getState().refreshProfile();
    expect(log).toHaveBeenCalledWith(
      'Error fetching profile:',
      expect.objectContaining({ message: expect.stringContaining('Failed to fetch') }),
    );
  });

  it('drops an answer that arrives after sign-out', async () => {
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    network.hold();
    const pending = store.getState().refreshProfile();
    await vi.waitFor(() => expect(requestsTo(/^\/rest\/v1\/profiles/).length).toBeGreaterThan(1));
    await notify(client, 'SIGNED_OUT', null);
    network.resume();
    await pending;
    expect(store.getState().profile).toBeNull();
  });

  it('is deferred to a later task by default', async () => {
    network.requests.length = 0;
    const session = await signedInSession();
    network.requests.length = 0;
    await notify(client, 'SIGNED_IN', session);
    expect(requestsTo(/^\/rest\/v1\/profiles/)).toHaveLength(0);
    await vi.waitFor(() => expect(requestsTo(/^\/rest\/v1\/profiles/).length).toBeGreaterThan(0));
  });

  it("is the page's one profile query: a page reading the profile after the store asks nothing more", async () => {
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    const reads = requestsTo(/^\/rest\/v1\/profiles/).length;
    expect(reads).toBe(1);
    const page = await queries.fetchQuery(profileQuery(client, account.id));
    expect(page).toBe(store.getState().profile);
    expect(requestsTo(/^\/rest\/v1\/profiles/)).toHaveLength(reads);
  });

  it('shows what a page writes into the profile query (a saved username) without reading it again', async () => {
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().profile).not.toBeNull());
    const reads = requestsTo(/^\/rest\/v1\/profiles/).length;
    const saved = { ...store.getState().profile!, username: `renamed_${account.username}` };
    queries.setQueryData(profileQuery(client, account.id).queryKey, saved);
    // The query cache tells its listeners in its next task.
    await vi.waitFor(() => expect(store.getState().profile).toEqual(saved));
    // Another member's row in the cache is not this member's profile.
    queries.setQueryData(profileQueryKey('00000000-0000-4000-8000-000000000000'), { ...saved, username: 'someone_else' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().profile).toEqual(saved);
    expect(requestsTo(/^\/rest\/v1\/profiles/)).toHaveLength(reads);
  });

  it('refreshProfile fetches again for the signed-in user only', async () => {
    await store.getState().refreshProfile();
    expect(requestsTo(/^\/rest\/v1\/profiles/)).toHaveLength(0);
    await signedInSession();
    await store.getState().refreshProfile();
    expect(store.getState().profile).toMatchObject({ user_id: account.id, username: account.username });
  });
});

describe('sign-in', () => {
  it('clears stored auth data and revokes any session globally first', async () => {
    await store.getState().signIn({ email: account.email, password: account.password });
    const auth = network.requests.filter((request) => request.path.startsWith('/auth/v1/')).map((request) => request.path);
    expect(auth.indexOf('/auth/v1/token?grant_type=password')).toBeGreaterThanOrEqual(0);
    expect(storage.getItem('supabase.auth.token')).toBeNull();
    expect(storage.getItem('theme')).toBe('dark');
    expect(storage.getItem(STORAGE_KEY)).toContain(account.id);
    await vi.waitFor(() => expect(store.getState().user?.id).toBe(account.id));
  });

  it('revokes the previous account’s session on the server before signing another one in', async () => {
    const previous = await signedInSession();
    network.requests.length = 0;
    const other = await createTestAccount();
    await store.getState().signIn({ email: other.email, password: other.password });
    expect(requestsTo(/^\/auth\/v1\//).map((request) => request.path)).toEqual([
      '/auth/v1/logout?scope=global',
      '/auth/v1/token?grant_type=password',
    ]);
    // The old refresh token is dead: the server revoked it, not only this page.
    const reuse = await pageClient().auth.refreshSession({ refresh_token: previous.refresh_token });
    expect(reuse.error).not.toBeNull();
    await vi.waitFor(() => expect(store.getState().user?.id).toBe(other.id));
  });

  it('signs in even when the earlier sign-out fails', async () => {
    await signedInSession();
    network.failNext('POST', /^\/auth\/v1\/logout/, 'network');
    await store.getState().signIn({ email: account.email, password: account.password });
    await vi.waitFor(() => expect(store.getState().user?.id).toBe(account.id));
  });

  it("rethrows the backend's error", async () => {
    await expect(store.getState().signIn({ email: account.email, password: 'wrong-password' })).rejects.toMatchObject({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });
});

describe('sign-up', () => {
  const newEmail = () => `new-${Math.random().toString(36).slice(2, 10)}@example.test`;

  it('sends the username and a redirect to the site root, and adopts the session a backend without confirmation hands out', async () => {
    const email = newEmail();
    const result = await store
      .getState()
      .signUp({ username: `fan_${Math.random().toString(36).slice(2, 8)}`, email, password: 'secret-password-1' });
    const signup = network.requests.find((request) => request.path.startsWith('/auth/v1/signup'));
    expect(signup?.path).toBe(`/auth/v1/signup?redirect_to=${encodeURIComponent(SITE)}`);
    expect(signup?.json).toMatchObject({ email, data: { username: expect.stringMatching(/^fan_/) } });
    // Signed in at once: no e-mail to wait for, and no second sign-in to ask for.
    expect(result).toEqual({ signedIn: true });
    expect(store.getState().user?.email).toBe(email);
    expect(requestsTo(/^\/auth\/v1\//).at(-1)?.path).not.toBe('/auth/v1/logout?scope=global');
    expect(storage.getItem(STORAGE_KEY)).not.toBeNull();
    await vi.waitFor(() => expect(store.getState().profile?.username).toMatch(/^fan_/));
  });

  it('refuses a taken username, in any case, with UsernameTakenError, and signs nobody in', async () => {
    await expect(
      store.getState().signUp({ username: account.username.toUpperCase(), email: newEmail(), password: 'secret-password-1' }),
    ).rejects.toMatchObject({ name: 'UsernameTakenError', code: 'username_taken', message: 'That username is taken' });
    expect(store.getState().user).toBeNull();
  });

  it('answers whether a username is free', async () => {
    expect(await store.getState().isUsernameAvailable(account.username)).toBe(false);
    expect(await store.getState().isUsernameAvailable(`${account.username}_free`)).toBe(true);
  });

  it("rethrows the backend's error, and adopts auth events again afterwards", async () => {
    await expect(
      store.getState().signUp({ username: 'someone_new', email: account.email, password: 'secret-password-1' }),
    ).rejects.toMatchObject({
      message: 'User already registered',
    });
    await signedInSession();
    await vi.waitFor(() => expect(store.getState().user?.id).toBe(account.id));
  });
});

describe('sign-out', () => {
  it('signs out globally, clears stored auth data and goes to /', async () => {
    const session = await signedInSession();
    await store.getState().signOut();
    expect(requestsTo(/^\/auth\/v1\//).at(-1)?.path).toBe('/auth/v1/logout?scope=global');
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(storage.getItem('supabase.auth.token')).toBeNull();
    expect(store.getState()).toMatchObject({ user: null, session: null, profile: null });
    expect(navigateHome).toHaveBeenCalledTimes(1);
    expect((await pageClient().auth.refreshSession({ refresh_token: session.refresh_token })).error).not.toBeNull();
  });

  it('logs a failure, still clears everything and still goes to /', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signedInSession();
    network.failNext('POST', /^\/auth\/v1\/logout/, {
      status: 500,
      body: { code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure' },
    });
    await expect(store.getState().signOut()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Error signing out:', expect.anything());
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    expect(store.getState().user).toBeNull();
    expect(navigateHome).toHaveBeenCalledTimes(1);
  });
});

describe('reset and update the password', () => {
  it('asks for a reset e-mail that leads to the page the caller names', async () => {
    await store.getState().resetPassword(account.email, '/auth/update-password');
    const recover = network.requests.find((request) => request.path.startsWith('/auth/v1/recover'));
    expect(recover?.path).toBe(`/auth/v1/recover?redirect_to=${encodeURIComponent(`${SITE}auth/update-password`)}`);
    expect(recover?.json).toMatchObject({ email: account.email });
  });

  it('adopts recovery tokens, and refuses tokens that are not valid', async () => {
    const { data } = await account.client.auth.getSession();
    const session = data.session as Session;
    await store.getState().setRecoverySession({ accessToken: session.access_token, refreshToken: session.refresh_token });
    await vi.waitFor(() => expect(store.getState().user?.id).toBe(account.id));
    await expect(store.getState().setRecoverySession({ accessToken: 'not-a-jwt', refreshToken: 'not-a-token' })).rejects.toThrow();
  });

  it('updates the password, then signs out so the new password is used to sign in', async () => {
    await signedInSession();
    await store.getState().updatePassword('a-brand-new-password');
    expect(store.getState().user).toBeNull();
    const fresh = pageClient();
    expect((await fresh.auth.signInWithPassword({ email: account.email, password: 'a-brand-new-password' })).error).toBeNull();
  });

  it('rethrows an update failure and stays signed in', async () => {
    await signedInSession();
    await expect(store.getState().updatePassword(account.password)).rejects.toThrow(
      'New password should be different from the old password.',
    );
    expect(store.getState().user?.id).toBe(account.id);
  });
});

describe('a client loaded on demand (the page loads supabase-js only when it needs it)', () => {
  let storedElsewhere: (() => void)[];
  let loads: number;
  const loader = () => {
    loads += 1;
    return Promise.resolve(client);
  };
  const lazyStore = (mayHaveSession: boolean) =>
    createAuthStore(loader, {
      queryClient: createQueryClient(),
      navigateHome,
      storage: () => storage,
      siteUrl: () => SITE,
      mayHaveSession: () => mayHaveSession,
      onSessionStoredElsewhere: (fn) => {
        storedElsewhere.push(fn);
        return () => storedElsewhere.splice(storedElsewhere.indexOf(fn), 1);
      },
    });

  beforeEach(() => {
    storedElsewhere = [];
    loads = 0;
  });

  it('knows a visitor without a session at once and never loads the client for browsing alone', async () => {
    const lazy = lazyStore(false);
    expect(lazy.getState()).toMatchObject({ loading: false, user: null, session: null });
    const stopLazy = lazy.start();
    expect(lazy.getState()).toMatchObject({ loading: false, user: null, session: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(0);
    stopLazy();
    expect(storedElsewhere).toEqual([]);
  });

  it('loads the client when another tab stores a session, and then shows that session', async () => {
    const lazy = lazyStore(false);
    const stopLazy = lazy.start();
    expect(loads).toBe(0);
    // Another tab signs in: the session lands in the shared storage.
    await signedInSession();
    for (const notify of [...storedElsewhere]) notify();
    await vi.waitFor(() => expect(lazy.getState().user?.id).toBe(account.id));
    expect(loads).toBe(1);
    expect(storedElsewhere).toEqual([]);
    stopLazy();
  });

  it('shows a stored session at once, before the client has loaded, and keeps it once the client confirms it', async () => {
    await signedInSession();
    let release: () => void = () => {};
    const slowLoader = () => {
      loads += 1;
      return new Promise<SupabaseClient>((resolve) => (release = () => resolve(client)));
    };
    const lazy = createAuthStore(slowLoader, {
      queryClient: createQueryClient(),
      navigateHome,
      storage: () => storage,
      siteUrl: () => SITE,
      mayHaveSession: () => true,
    });
    const stopLazy = lazy.start();
    expect(lazy.getState()).toMatchObject({ loading: false, user: { id: account.id } });
    await vi.waitFor(() => expect(loads).toBe(1));
    release();
    // The profile comes through the client once it is there; the user stays signed in throughout.
    await vi.waitFor(() => expect(lazy.getState().profile?.user_id).toBe(account.id));
    expect(lazy.getState().user?.id).toBe(account.id);
    stopLazy();
  });

  it('confirms a stored session only once the page has settled, and then reads the profile once', async () => {
    await signedInSession();
    let settle: () => void = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    // A client of its own: the suite's store reads profiles through the shared one.
    const own = pageClient();
    const from = vi.spyOn(own, 'from');
    const lazy = createAuthStore(() => ((loads += 1), Promise.resolve(own)), {
      queryClient: createQueryClient(),
      navigateHome,
      storage: () => storage,
      siteUrl: () => SITE,
      mayHaveSession: () => true,
      confirmStoredSessionWhen: () => settled,
    });
    // Known when the store is made (the first render), before it starts.
    expect(lazy.getState()).toMatchObject({ loading: false, user: { id: account.id }, profile: null });
    const shown = lazy.getState().session;
    const stopLazy = lazy.start();
    expect(lazy.getState().session).toBe(shown);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(loads).toBe(0);
    settle();
    await vi.waitFor(() => expect(lazy.getState().profile?.user_id).toBe(account.id));
    expect(loads).toBe(1);
    // The client's confirmation is an equal copy of the session shown: the state keeps the one shown.
    expect(lazy.getState().session).toBe(shown);
    // The client's first events (the initial session, the direct check) do not read it again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(from.mock.calls.filter(([table]) => String(table) === 'profiles')).toHaveLength(1);
    stopLazy();
    from.mockRestore();
  });

  it('ends a stored session the server no longer honours once the client has answered', async () => {
    const session = await signedInSession();
    // Signed out everywhere from elsewhere, and the stored access token has expired meanwhile.
    await pageClientWithOwnStorage(session).auth.signOut({ scope: 'global' });
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    const lazy = lazyStore(true);
    const stopLazy = lazy.start();
    expect(lazy.getState().user?.id).toBe(account.id);
    await vi.waitFor(() => expect(lazy.getState()).toMatchObject({ loading: false, user: null, session: null }));
    stopLazy();
  });

  it('waits for the client when the address carries an auth redirect, even with a session stored', async () => {
    await signedInSession();
    const previous = window.location.href;
    window.history.replaceState(null, '', '/?code=abc');
    try {
      const lazy = createAuthStore(() => new Promise<SupabaseClient>(() => {}), {
        queryClient: createQueryClient(),
        storage: () => storage,
        mayHaveSession: () => true,
      });
      const stopLazy = lazy.start();
      expect(lazy.getState()).toMatchObject({ loading: true, user: null });
      stopLazy();
    } finally {
      window.history.replaceState(null, '', previous);
    }
  });

  it('misses no event when an action comes before the idle load: signing in loads the client and the store follows', async () => {
    const lazy = lazyStore(false);
    const stopLazy = lazy.start();
    await lazy.getState().signIn({ email: account.email, password: account.password });
    await vi.waitFor(() => expect(lazy.getState().user?.id).toBe(account.id));
    expect(loads).toBe(1);
    for (const notify of [...storedElsewhere]) notify();
    expect(loads).toBe(1);
    stopLazy();
  });

  it('tells which stored keys and addresses may hold a session', () => {
    const visitor = createAuthStore(loader, {
      queryClient: createQueryClient(),
      storage: () => memoryStorage({ theme: 'dark' }),
      onSessionStoredElsewhere: () => () => {},
    });
    const stopVisitor = visitor.start();
    expect(loads).toBe(0);
    stopVisitor();
    const member = createAuthStore(loader, {
      queryClient: createQueryClient(),
      storage: () => memoryStorage({ [STORAGE_KEY]: '{}' }),
      onSessionStoredElsewhere: () => () => {},
    });
    const stopMember = member.start();
    expect(loads).toBe(1);
    stopMember();
  });
});
