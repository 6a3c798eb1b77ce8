/** Providers for the profile hook tests: a fresh query client and an auth store with a signed-in user. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider, type AuthState } from '@marquee/shared/auth';
import { createFakeAuthStore, fakeUser } from '@marquee/shared/testing';
import { fakeProfileRow } from './fake-profile-supabase';

export function createTestAuthStore(initial: Partial<AuthState> = {}) {
  const user = fakeUser({ user_metadata: {}, created_at: '2025-06-01T12:00:00Z' });
  const { store, actions } = createFakeAuthStore({ user, profile: fakeProfileRow(), ...initial });
  return { store, refreshProfile: actions.refreshProfile };
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
