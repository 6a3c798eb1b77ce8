/** Providers for the profile hook tests: a fresh query client and an auth store with a signed-in user. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { AuthProvider, type AuthActions, type AuthState, type AuthStore } from '@marquee/shared/auth';
import { fakeProfileRow } from './testing';

export function createTestAuthStore(initial: Partial<AuthState> = {}) {
  const refreshProfile = vi.fn<AuthActions['refreshProfile']>(async () => undefined);
  const unused = async () => undefined;
  const store = createStore<AuthState & AuthActions>()(() => ({
    user: { id: 'user-1', email: 'fan@example.com', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2025-06-01T12:00:00Z' },
    session: null,
    profile: fakeProfileRow(),
    loading: false,
    ...initial,
    signUp: unused,
    signIn: unused,
    signInWithProvider: unused,
    signOut: unused,
    resetPassword: unused,
    setRecoverySession: unused,
    updatePassword: unused,
    refreshProfile,
  }));
  const authStore: AuthStore = Object.assign(store, { start: () => () => undefined });
  return { store: authStore, refreshProfile };
}

export function createTestProviders(initial: Partial<AuthState> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const auth = createTestAuthStore(initial);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={auth.store}>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper, ...auth };
}
