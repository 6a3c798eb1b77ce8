/**
 * The auth store (spec section 4, "Auth state"): one per page, since this module is a
 * federation singleton. It listens to the Supabase client's auth events and keeps the
 * signed-in user's profile alongside the session.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { clearStoredAuthData } from './stored-auth-data';
import type { AuthState, Profile, SignInInput, SignUpInput, SocialProvider } from './types';

export interface AuthActions {
  signUp(input: SignUpInput): Promise<void>;
  signIn(input: SignInInput): Promise<void>;
  signInWithProvider(provider: SocialProvider): Promise<void>;
  signOut(): Promise<void>;
  resetPassword(email: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  refreshProfile(): Promise<void>;
}

export type AuthStore = StoreApi<AuthState & AuthActions> & {
  /** Starts listening to auth events; returns the function that stops it. */
  start(): () => void;
};

export interface AuthStoreOptions {
  /** Where auth e-mails and providers send the user back to (default: the site root). */
  siteUrl?: () => string;
  /** Navigation after sign-out; the spec sends the browser to `/`. */
  navigateHome?: () => void;
  /** Defers profile fetches after an auth event (spec: 0 ms), outside Supabase's lock. */
  defer?: (fn: () => void) => void;
}

const PROFILE_NOT_FOUND = 'PGRST116';

export function createAuthStore(client: SupabaseClient, options: AuthStoreOptions = {}): AuthStore {
  const siteUrl = options.siteUrl ?? (() => (typeof window === 'undefined' ? '/' : `${window.location.origin}/`));
  const navigateHome = options.navigateHome ?? (() => window.location.assign('/'));
  const defer = options.defer ?? ((fn) => setTimeout(fn, 0));

  async function fetchProfile(userId: string): Promise<void> {
    const { data, error } = await client.from('profiles').select('*').eq('user_id', userId).single<Profile>();
    if (error) {
      if (error.code !== PROFILE_NOT_FOUND) console.error('Error fetching profile:', error);
      return;
    }
    // A late answer for a user who has since signed out must not resurrect the profile.
    if (store.getState().user?.id === userId) store.setState({ profile: data });
  }

  /** Signing in or up starts from a clean slate: no stale tokens of another account. */
  async function clearPreviousSession(): Promise<void> {
    clearStoredAuthData();
    try {
      await client.auth.signOut({ scope: 'global' });
    } catch {
      // Nothing to sign out of: fine.
    }
  }

  function applySession(session: Session | null): void {
    const user = session?.user ?? null;
    const previousUserId = store.getState().user?.id;
    store.setState({ session, user, loading: false, ...(user ? {} : { profile: null }) });
    if (user && (user.id !== previousUserId || !store.getState().profile)) {
      defer(() => void fetchProfile(user.id));
    }
  }

  const store = createStore<AuthState & AuthActions>()(() => ({
    user: null,
    session: null,
    profile: null,
    loading: true,

    async signUp({ username, email, password }) {
      await clearPreviousSession();
      const { error } = await client.auth.signUp({
        email,
        password,
        options: { data: { username }, emailRedirectTo: siteUrl() },
      });
      if (error) throw error;
    },

    async signIn({ email, password }) {
      await clearPreviousSession();
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
    },

    async signInWithProvider(provider) {
      const { error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo: siteUrl() } });
      if (error) throw error;
    },

    async signOut() {
      try {
        clearStoredAuthData();
        const { error } = await client.auth.signOut({ scope: 'global' });
        if (error) throw error;
      } catch (error) {
        console.error('Error signing out:', error);
      } finally {
        store.setState({ user: null, session: null, profile: null });
        navigateHome();
      }
    },

    async resetPassword(email) {
      const { error } = await client.auth.resetPasswordForEmail(email, {
        redirectTo: new URL('/auth/update-password', siteUrl()).toString(),
      });
      if (error) throw error;
    },

    async updatePassword(password) {
      const { error } = await client.auth.updateUser({ password });
      if (error) throw error;
    },

    async refreshProfile() {
      const userId = store.getState().user?.id;
      if (userId) await fetchProfile(userId);
    },
  }));

  function start(): () => void {
    const { data } = client.auth.onAuthStateChange((_event: AuthChangeEvent, session) => {
      // Every event (initial session, signed in/out, token refreshed, user updated, password
      // recovery, MFA verified) carries the current session: the state follows it.
      applySession(session);
    });
    // The initial-session event answers too, but a direct check bounds the loading state.
    void client.auth.getSession().then(({ data: current }) => {
      if (store.getState().loading) applySession(current.session);
    });
    return () => data.subscription.unsubscribe();
  }

  return Object.assign(store, { start });
}
