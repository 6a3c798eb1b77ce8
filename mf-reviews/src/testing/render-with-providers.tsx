import type { SupabaseClient, User } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { AuthProvider } from '@marquee/shared/auth';
import { ReviewsClientProvider } from '@marquee/shared/reviews';
import { TmdbClientProvider, type TmdbClient } from '@marquee/shared/tmdb';
import { UiProvider } from '@marquee/shared/ui';
import { createFakeAuthStore } from './fake-auth-store';

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

const unusedTmdb: TmdbClient = { get: () => new Promise(() => undefined) };

export interface RenderOptions {
  client: SupabaseClient;
  user?: User | null;
  tmdb?: TmdbClient;
  path?: string;
  entry?: string;
}

/** Renders `ui` with Chakra, a fresh query client, a fixed auth state and the given fake clients. */
export function renderWithProviders(ui: ReactNode, { client, user = null, tmdb = unusedTmdb, path = '/', entry = path }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [entry] },
  );
  return render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={createFakeAuthStore(user)}>
          <ReviewsClientProvider client={client}>
            <TmdbClientProvider client={tmdb}>
              <RouterProvider router={router} />
            </TmdbClientProvider>
          </ReviewsClientProvider>
        </AuthProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
}
