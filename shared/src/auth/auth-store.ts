/**
 * The auth store: one per page, since this module is a federation singleton. It listens to the
 * Supabase client's auth events and keeps the session. The member's profile row is one query
 * (`profileQuery`): the store asks it once the client has confirmed a user and shows its current
 * answer in `profile`, for the header and for remotes built against platform 1.13 or older.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@marquee/shared/supabase';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { hasStoredSession, isAuthStorageKey, pageSettled } from '@marquee/shared/first-paint';
import { queryClient as pageQueryClient } from '@marquee/shared/query';
import { profileQuery } from './profile-query';
import { clearStoredAuthData, readStoredSession } from './stored-auth-data';
import type { AuthState, RecoveryTokens, SignInInput, SignUpInput, SignUpResult, SocialProvider } from './types';
import { UsernameTakenError } from './username-taken';

export interface AuthActions {
  /**
   * Creates the account. A backend that confirms addresses itself answers with a session, which is
   * adopted (`signedIn`); otherwise the visitor stays signed out until they follow the e-mailed
   * link. A taken username throws `UsernameTakenError`.
   */
  signUp(input: SignUpInput): Promise<SignUpResult>;
  /** Whether no profile has this username yet (ignoring case), as the sign-up form asks before submitting. */
  isUsernameAvailable(username: string): Promise<boolean>;
  signIn(input: SignInInput): Promise<void>;
  signInWithProvider(provider: SocialProvider): Promise<void>;
  /** Never throws: failures are logged, and the browser goes to `/` either way. */
  signOut(): Promise<void>;
  /**
   * E-mails a password recovery link that opens `updatePasswordPath` on this site (the page that
   * sets the new password, named by the remote that serves it). Without one (a remote built
   * against platform 1.11 or older) the link opens the backend's configured site URL.
   */
  resetPassword(email: string, updatePasswordPath?: string): Promise<void>;
  /** Adopts the session of a password recovery link that carried its tokens in the URL. */
  setRecoverySession(tokens: RecoveryTokens): Promise<void>;
  /** Sets the new password, then signs out so the user signs in with it. */
  updatePassword(password: string): Promise<void>;
  /**
   * Reads the profile again. Deprecated since platform 1.14: write the saved row into the profile
   * query (`profileQueryKey`), which the store follows; kept for remotes built against 1.13.
   */
  refreshProfile(): Promise<void>;
}

export type AuthStore = StoreApi<AuthState & AuthActions> & {
  /** Starts listening to auth events; returns the function that stops it. */
  start(): () => void;
};

export interface AuthStoreOptions {
  /** Where auth e-mails and providers send the user back to (default: the site root). */
  siteUrl?: () => string;
  /** Navigation after sign-out; the product sends the browser to `/`. */
  navigateHome?: () => void;
  /** Defers profile fetches after an auth event (0 ms), outside Supabase's lock. */
  defer?: (fn: () => void) => void;
  /** Where stored auth data is cleared from (default: the page's localStorage). */
  storage?: () => Storage | null;
  /**
   * Whether the page may hold a session: one stored, or one arriving in the address (an OAuth or
   * recovery redirect). Default: auth keys in `storage`, or auth parameters in the location.
   */
  mayHaveSession?: () => boolean;
  /**
   * Calls `fn` when a session may have arrived from elsewhere while the client is not loaded (default:
   * another tab of the site stored one); returns how to stop listening.
   */
  onSessionStoredElsewhere?: (fn: () => void) => () => void;
  /**
   * When a session shown from storage is confirmed by loading the client (default: once the page
   * has settled, `pageSettled`), so that supabase-js does not compete with the first screen. An
   * action, or a component that needs the client, loads it sooner.
   */
  confirmStoredSessionWhen?: () => Promise<void>;
  /** Where the profile query lives (default: the page's query client). */
  queryClient?: QueryClient;
}

/** The client, or how to load it: the page's client is loaded on demand (see `loadSupabase`). */
export type AuthClientSource = SupabaseClient | (() => Promise<SupabaseClient>);

/** What an OAuth redirect (implicit or PKCE), a recovery link or a provider's refusal put in the address. */
const AUTH_IN_ADDRESS = /[#?&](access_token|refresh_token|code|error_description)=/;

const authInAddress = (): boolean =>
  typeof window !== 'undefined' && AUTH_IN_ADDRESS.test(`${window.location.search}${window.location.hash}`);

/** Another tab signing in writes the session to the shared storage: the `storage` event tells this tab. */
function whenAnotherTabStoresAuth(fn: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key && event.newValue && isAuthStorageKey(event.key)) fn();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The auth events; each one carries the session that is current after it. */
export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const satisfies readonly AuthChangeEvent[];

/** Whether two sessions are the same: the same tokens, expiry and user (a copy read again from storage). */
function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.access_token === b.access_token &&
    a.refresh_token === b.refresh_token &&
    a.expires_at === b.expires_at &&
    JSON.stringify(a.user) === JSON.stringify(b.user)
  );
}

export function createAuthStore(source: AuthClientSource, options: AuthStoreOptions = {}): AuthStore {
  const siteUrl = options.siteUrl ?? (() => (typeof window === 'undefined' ? '/' : `${window.location.origin}/`));
  const navigateHome = options.navigateHome ?? (() => window.location.assign('/'));
  const defer = options.defer ?? ((fn) => setTimeout(fn, 0));
  const storage = options.storage ?? (() => (typeof window === 'undefined' ? null : window.localStorage));
  const clearStored = () => clearStoredAuthData(storage());
  const onSessionStoredElsewhere = options.onSessionStoredElsewhere ?? whenAnotherTabStoresAuth;
  const confirmStoredSessionWhen = options.confirmStoredSessionWhen ?? pageSettled;
  const mayHaveSession = options.mayHaveSession ?? (() => hasStoredSession(storage()) || authInAddress());
  const load = typeof source === 'function' ? source : () => Promise.resolve(source);
  const queries = options.queryClient ?? pageQueryClient;

  /** Listening to the client's auth events while started; attached as soon as the client is there. */
  let started = false;
  let loaded: SupabaseClient | null = null;
  let unsubscribe: (() => void) | null = null;

  function listen(client: SupabaseClient): void {
    if (!started || unsubscribe) return;
    const { data } = client.auth.onAuthStateChange(handleAuthEvent);
    unsubscribe = () => data.subscription.unsubscribe();
    // The initial-session event answers too, but a direct check bounds the loading state.
    void client.auth
      .getSession()
      .then(({ data: current }) => {
        if (store.getState().loading) applySession(current.session);
      })
      .catch((error: unknown) => {
        console.error('Error checking the session:', error);
        if (store.getState().loading) applySession(null);
      });
  }

  let ready: Promise<SupabaseClient> | null = null;
  /** The client, listened to: every action goes through here, so no auth event is missed. */
  function clientReady(): Promise<SupabaseClient> {
    ready ??= load().then(
      (client) => {
        loaded = client;
        listen(client);
        return client;
      },
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return ready;
  }

  /**
   * While an account is being created, the auth events of the session a backend without e-mail
   * confirmation hands out wait: `signUp` adopts it once it has returned, so the guest-only guard
   * does not navigate away before the sign-up page has said what happened.
   */
  let registering = false;

  async function usernameAvailable(client: SupabaseClient, username: string): Promise<boolean> {
    const { data, error } = await client.rpc('username_available', { username });
    if (error) throw error;
    return data;
  }

  /** The user whose profile has been asked for (and not failed): one read per signed-in user. */
  let profileOf: string | null = null;

  /** Asks the profile query (afresh when `again`: the account changed) and shows its answer. */
  async function fetchProfile(userId: string, again = false): Promise<void> {
    profileOf = userId;
    try {
      // Afresh (stale at once) when the account changed; otherwise an answer a page has just had serves.
      const profile = await queries.fetchQuery({ ...profileQuery(clientReady, userId), ...(again && { staleTime: 0 }) });
      // A late answer for a user who has since signed out must not resurrect the profile.
      if (store.getState().user?.id === userId) store.setState({ profile });
    } catch (error) {
      console.error('Error fetching profile:', error);
      if (profileOf === userId) profileOf = null;
    }
  }

  /** A page that writes or reads the profile query again (a saved username) updates what the header shows. */
  function followProfileQuery(): () => void {
    return queries.getQueryCache().subscribe((event) => {
      const userId = store.getState().user?.id;
      const key = userId && profileQuery(clientReady, userId).queryKey;
      // The query cache's hash of a key of strings is its JSON (no custom queryKeyHashFn here).
      if (event.type !== 'updated' || !key || event.query.queryHash !== JSON.stringify(key) || event.query.state.status !== 'success')
        return;
      const profile = queries.getQueryData(key) ?? null;
      if (profile !== store.getState().profile) store.setState({ profile });
    });
  }

  /**
   * Adopts the session an event (or storage) carries. The profile is read once per user: again
   * only when the user changes, their account was updated, or the last read failed; a refreshed
   * token or the client confirming a session already shown does not read it again. A session from
   * storage waits with its read until the client loads.
   */
  function applySession(session: Session | null, { profile = 'when-new', fromStorage = false } = {}): void {
    const user = session?.user ?? null;
    const current = store.getState();
    const switchedUser = current.user?.id !== user?.id;
    // The client confirming the session shown from storage hands over an equal copy: nothing on
    // screen changes, so nothing renders again.
    if (switchedUser || current.loading || !sameSession(current.session, session))
      store.setState({ session, user, loading: false, ...(user && !switchedUser ? {} : { profile: null }) });
    if (!user) profileOf = null;
    if (!user || fromStorage || (profile === 'when-new' && profileOf === user.id)) return;
    profileOf = user.id;
    // Deferred: an auth callback runs inside supabase-js's lock, and a query awaited there deadlocks.
    defer(() => void fetchProfile(user.id, profile === 'again'));
  }

  function handleAuthEvent(event: AuthChangeEvent, session: Session | null): void {
    switch (event) {
      case 'SIGNED_OUT':
        applySession(null);
        return;
      case 'USER_UPDATED':
        if (registering && session) return;
        applySession(session, { profile: 'again' });
        return;
      case 'INITIAL_SESSION':
      case 'SIGNED_IN':
      case 'TOKEN_REFRESHED':
      case 'PASSWORD_RECOVERY':
      case 'MFA_CHALLENGE_VERIFIED':
        if (registering && session) return;
        applySession(session);
        return;
      default:
        // Events this product does not name (e.g. a future one) still carry the current session.
        applySession(session);
    }
  }

  /**
   * Revokes the stored session on the server (when there is one) and clears every stored auth
   * key. The revocation goes first: supabase-js reads the token to revoke from storage.
   */
  async function endSession(): Promise<void> {
    try {
      const client = await clientReady();
      const { error } = await client.auth.signOut({ scope: 'global' });
      if (error) throw error;
    } finally {
      clearStored();
    }
  }

  /** Signing in or up starts from a clean slate: no stale tokens of another account. */
  async function clearPreviousSession(): Promise<void> {
    try {
      await endSession();
    } catch {
      // Nothing to sign out of, or the server is unreachable: the stored data is gone anyway.
    }
  }

  /**
   * What the page can know before the client loads, read when the store is made (during the first
   * render): a visitor with nothing stored is signed out, a stored session shows its member signed
   * in. Known then rather than in `start` (an effect after the first commit), so the first screen
   * is drawn once: a change in an effect would re-render every component showing the auth state, in
   * one synchronous render that a phone feels (useSyncExternalStore's updates are never sliced).
   * A client given as it is, or an auth redirect in the address, waits for the client's answer.
   */
  function knownBeforeTheClient(): Pick<AuthState, 'user' | 'session' | 'loading'> {
    if (typeof source !== 'function') return { user: null, session: null, loading: true };
    if (!mayHaveSession()) return { user: null, session: null, loading: false };
    const stored = authInAddress() ? null : readStoredSession(storage());
    return stored ? { user: stored.user, session: stored, loading: false } : { user: null, session: null, loading: true };
  }
  const initial = knownBeforeTheClient();
  /** The stored session the store was made with (shown until the client confirms or ends it). */
  const unconfirmed = initial.session;

  const store = createStore<AuthState & AuthActions>()(() => ({
    ...initial,
    profile: null,

    async signUp({ username, email, password }) {
      await clearPreviousSession();
      registering = true;
      let session: Session | null;
      try {
        const client = await clientReady();
        const { data, error } = await client.auth.signUp({
          email,
          password,
          options: { data: { username }, emailRedirectTo: siteUrl() },
        });
        // The backend refuses a taken username in its sign-up trigger, which GoTrue reports as a 500
        // ("Database error saving new user"): asking whether the name is free tells which it was.
        if (error && error.status === 500 && !(await usernameAvailable(client, username).catch(() => true))) {
          throw new UsernameTakenError();
        }
        if (error) throw error;
        session = data.session;
      } finally {
        registering = false;
      }
      if (session) applySession(session);
      return { signedIn: session !== null };
    },

    async isUsernameAvailable(username) {
      return usernameAvailable(await clientReady(), username);
    },

    async signIn({ email, password }) {
      await clearPreviousSession();
      const client = await clientReady();
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
    },

    async signInWithProvider(provider) {
      const client = await clientReady();
      const { error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo: siteUrl() } });
      if (error) throw error;
    },

    async signOut() {
      try {
        await endSession();
      } catch (error) {
        console.error('Error signing out:', error);
      } finally {
        store.setState({ user: null, session: null, profile: null, loading: false });
        navigateHome();
      }
    },

    async resetPassword(email, updatePasswordPath) {
      const client = await clientReady();
      const redirectTo = updatePasswordPath === undefined ? undefined : new URL(updatePasswordPath, siteUrl()).toString();
      const { error } = await client.auth.resetPasswordForEmail(email, redirectTo === undefined ? {} : { redirectTo });
      if (error) throw error;
    },

    async setRecoverySession({ accessToken, refreshToken }) {
      const client = await clientReady();
      const { error } = await client.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
      if (error) throw error;
    },

    async updatePassword(password) {
      const client = await clientReady();
      const { error } = await client.auth.updateUser({ password });
      if (error) throw error;
      await clearPreviousSession();
    },

    async refreshProfile() {
      const userId = store.getState().user?.id;
      if (userId) await fetchProfile(userId, true);
    },
  }));

  function start(): () => void {
    started = true;
    let stopWatching = () => {};
    const stopFollowing = followProfileQuery();
    if (loaded) listen(loaded);
    // A client given as it is costs nothing to use; one loaded on demand is loaded now only when needed.
    else if (typeof source !== 'function') void clientReady().catch(onLoadFailure);
    else if (mayHaveSession()) {
      // A member's stored session shows them signed in at once, before the client has loaded; the
      // client's first answer then confirms it or ends it (a session revoked elsewhere). An auth
      // redirect in the address waits for the client, which reads it.
      const shown = unconfirmed && store.getState().session === unconfirmed ? unconfirmed : null;
      const stored = shown ?? (authInAddress() ? null : readStoredSession(storage()));
      if (shown || (stored && store.getState().loading)) {
        if (!shown && stored) applySession(stored, { fromStorage: true });
        // The client confirms it (and reads the profile) once the page has settled, unless
        // something needs the client sooner.
        void confirmStoredSessionWhen()
          .then(() => (started ? clientReady() : undefined))
          .catch(onLoadFailure);
      } else void clientReady().catch(onLoadFailure);
    } else {
      // Nothing stored and nothing in the address: a visitor, known at once, without the client. It
      // loads with the first action (signing in), a component that needs it, or a session another tab
      // stored, whichever comes first; a visitor who only browses never downloads it.
      if (store.getState().loading) store.setState({ loading: false });
      stopWatching = onSessionStoredElsewhere(() => {
        stopWatching();
        void clientReady().catch(onLoadFailure);
      });
    }
    return () => {
      started = false;
      stopWatching();
      stopFollowing();
      unsubscribe?.();
      unsubscribe = null;
    };
  }

  function onLoadFailure(error: unknown): void {
    console.error('Error loading the auth client:', error);
    if (store.getState().loading) applySession(null);
  }

  return Object.assign(store, { start });
}
