/**
 * Test-only: the movie page at `/movie/:id` with the providers the shell gives it, a fake TMDb
 * client, a fake library and an auth store that is signed in or not.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { createStore } from 'zustand/vanilla';
import { AuthProvider, type AuthActions, type AuthState, type AuthStore } from '@marquee/shared/auth';
import { LibraryClientProvider } from '@marquee/shared/library';
import { createFakeLibraryClient } from '@marquee/shared/library/testing';
import { TmdbClientProvider, type TmdbClient } from '@marquee/shared/tmdb';
import { UiProvider } from '@marquee/shared/ui';
import MovieDetailPage from '../pages/movie-detail-page';

export const USER_ID = 'user-1';

const user = { id: USER_ID, email: 'fan@example.com', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2025-06-01T00:00:00Z' } as User;

function authStore(signedIn: boolean): AuthStore {
  const noop = async () => undefined;
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
  const store = createStore<AuthState & AuthActions>()(() => ({ user: signedIn ? user : null, session: null, profile: null, loading: false, ...actions }));
  return Object.assign(store, { start: () => () => undefined });
}

/** Stands in for the sign-in page: shows where the visitor came from. */
function SignInStandIn() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return <p data-testid="sign-in">{`from:${from}`}</p>;
}

export function renderMoviePage(path: string, { client, signedIn = false }: { client: TmdbClient; signedIn?: boolean }) {
  const library = createFakeLibraryClient();
  // The detail hook carries the spec's retry rule; no delay keeps error states quick to reach.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const router = createMemoryRouter(
    [
      { path: '/movie/:id', element: <MovieDetailPage /> },
      { path: '/auth/login', element: <SignInStandIn /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <TmdbClientProvider client={client}>
          <AuthProvider store={authStore(signedIn)}>
            <LibraryClientProvider client={library.client}>
              <RouterProvider router={router} />
            </LibraryClientProvider>
          </AuthProvider>
        </TmdbClientProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { ...view, router, library, queryClient };
}
