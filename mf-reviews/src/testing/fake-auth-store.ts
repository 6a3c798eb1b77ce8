import type { User } from '@supabase/supabase-js';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AuthActions, AuthState, AuthStore } from '@marquee/shared/auth';

export function fakeUser(id = 'user-1'): User {
  return { id, email: 'fan@example.com', aud: 'authenticated', app_metadata: {}, user_metadata: { username: 'film_fan' }, created_at: '2025-06-01T00:00:00Z' };
}

/** An auth store with a fixed state and inert actions, for rendering through AuthProvider's `store` prop. */
export function createFakeAuthStore(user: User | null): AuthStore {
  const noop = vi.fn(async () => undefined);
  const actions: AuthActions = {
    signUp: noop,
    signIn: noop,
    signInWithProvider: noop,
    signOut: noop,
    resetPassword: noop,
    setRecoverySession: noop,
    updatePassword: noop,
    refreshProfile: noop,
  };
  const state: AuthState = { user, session: null, profile: null, loading: false };
  const store = createStore<AuthState & AuthActions>()(() => ({ ...state, ...actions }));
  return Object.assign(store, { start: () => () => undefined });
}
