import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AuthActions, AuthState, AuthStore } from '@marquee/shared/auth';
import type { Session, User } from '@marquee/shared/supabase';

export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'fan@example.com',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: { username: 'film_fan' },
    created_at: '2025-06-01T00:00:00Z',
    ...overrides,
  };
}

export function fakeSession(user: User = fakeUser()): Session {
  return { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600, token_type: 'bearer', user };
}

/**
 * An auth store for AuthProvider's `store` prop: signed out unless `initial` says otherwise, with
 * every action a resolved mock, so tests can assert calls, script failures and move the state on
 * with `store.setState`. `start` does nothing: no Supabase client stands behind it.
 */
export function createFakeAuthStore(initial: Partial<AuthState> = {}) {
  const actions = {
    signUp: vi.fn<AuthActions['signUp']>(async () => ({ signedIn: false })),
    isUsernameAvailable: vi.fn<AuthActions['isUsernameAvailable']>(async () => true),
    signIn: vi.fn<AuthActions['signIn']>(async () => undefined),
    signInWithProvider: vi.fn<AuthActions['signInWithProvider']>(async () => undefined),
    signOut: vi.fn<AuthActions['signOut']>(async () => undefined),
    resetPassword: vi.fn<AuthActions['resetPassword']>(async () => undefined),
    setRecoverySession: vi.fn<AuthActions['setRecoverySession']>(async () => undefined),
    updatePassword: vi.fn<AuthActions['updatePassword']>(async () => undefined),
    refreshProfile: vi.fn<AuthActions['refreshProfile']>(async () => undefined),
  };
  const state = createStore<AuthState & AuthActions>()(() => ({
    user: null,
    session: null,
    profile: null,
    loading: false,
    ...initial,
    ...actions,
  }));
  const store: AuthStore = Object.assign(state, { start: () => () => undefined });
  return { store, actions };
}

export type FakeAuthStore = ReturnType<typeof createFakeAuthStore>;
