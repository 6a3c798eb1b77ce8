import type { Session, User } from '@supabase/supabase-js';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { AuthActions, AuthState, AuthStore } from '@marquee/shared/auth';

/** An auth store whose actions are mocks, for rendering pages through AuthProvider's `store` prop. */
export function createFakeAuthStore(initial: Partial<AuthState> = {}) {
  const actions = {
    signUp: vi.fn<AuthActions['signUp']>(async () => undefined),
    signIn: vi.fn<AuthActions['signIn']>(async () => undefined),
    signInWithProvider: vi.fn<AuthActions['signInWithProvider']>(async () => undefined),
    signOut: vi.fn<AuthActions['signOut']>(async () => undefined),
    resetPassword: vi.fn<AuthActions['resetPassword']>(async () => undefined),
    setRecoverySession: vi.fn<AuthActions['setRecoverySession']>(async () => undefined),
    updatePassword: vi.fn<AuthActions['updatePassword']>(async () => undefined),
    refreshProfile: vi.fn<AuthActions['refreshProfile']>(async () => undefined),
  };
  const store = createStore<AuthState & AuthActions>()(() => ({
    user: null,
    session: null,
    profile: null,
    loading: false,
    ...initial,
    ...actions,
  }));
  const authStore: AuthStore = Object.assign(store, { start: () => () => undefined });
  return { store: authStore, actions };
}

export function fakeSession(): Session {
  const user: User = {
    id: 'user-1',
    email: 'fan@example.com',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: { username: 'film_fan' },
    created_at: '2025-06-01T00:00:00Z',
  };
  return { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600, token_type: 'bearer', user };
}
