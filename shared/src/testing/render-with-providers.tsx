import { QueryClient, QueryClientProvider, type QueryClientConfig } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter, useLocation, type InitialEntry, type RouteObject } from 'react-router';
import { AuthProvider, type AuthStore } from '@marquee/shared/auth';
import { SupabaseClientProvider, type SupabaseClient, type User } from '@marquee/shared/supabase';
import { TmdbClientProvider, type TmdbClient } from '@marquee/shared/tmdb';
import { UiProvider } from '@marquee/shared/ui';
import { createFakeAuthStore } from './fake-auth-store';

/** Stands in for every route a test did not declare: shows where the page sent the visitor. */
export function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** A TMDb client that never answers, for screens that must not depend on TMDb. */
const silentTmdb: TmdbClient = { get: () => new Promise(() => undefined) };

// The TMDb hooks carry the product's retry rule themselves; retrying without delay keeps an error
// state from taking three back-offs to appear.
const DEFAULT_QUERY_CLIENT_CONFIG: QueryClientConfig = { defaultOptions: { queries: { retryDelay: 0 } } };

export interface RenderWithProvidersOptions {
  /** The route pattern `ui` is mounted at; `/` unless given. */
  path?: string;
  /** Where the memory router starts; `path` unless given. */
  entry?: InitialEntry;
  /** More routes beside `ui` (e.g. a stand-in for the page a link leads to); `Landed` catches the rest. */
  routes?: RouteObject[];
  /** Rendered inside the router next to whichever route matches (e.g. a probe of the URL). */
  beside?: ReactNode;
  /** The auth store behind AuthProvider; else a fake one signed in as `user` (signed out without one). */
  authStore?: AuthStore;
  user?: User | null;
  /** The TMDb client behind TmdbClientProvider; else one that never answers. */
  tmdb?: TmdbClient;
  /** Config of the fresh QueryClient; else queries retry without delay. */
  queryClientConfig?: QueryClientConfig;
  /** The Supabase client the data hooks use (a test stack's client); else the page's. */
  supabase?: SupabaseClient;
  /** More providers around the router. */
  wrap?: (children: ReactNode) => ReactNode;
}

/**
 * Renders `ui` as the shell would host it: Chakra, a fresh QueryClient, a TMDb client, an auth
 * store and a memory router. Returns the render result with the router (to read or drive the
 * location), the QueryClient and the auth store in use.
 */
export function renderWithProviders(ui: ReactNode, options: RenderWithProvidersOptions = {}) {
  const {
    path = '/',
    entry = path,
    routes = [],
    beside,
    supabase,
    user = null,
    tmdb = silentTmdb,
    queryClientConfig = DEFAULT_QUERY_CLIENT_CONFIG,
    wrap = (children) => children,
  } = options;
  const authStore = options.authStore ?? createFakeAuthStore({ user }).store;
  const queryClient = new QueryClient(queryClientConfig);
  const pageRoutes: RouteObject[] = [{ path, element: ui }, ...routes, { path: '*', element: <Landed /> }];
  const router = createMemoryRouter(
    beside === undefined
      ? pageRoutes
      : [
          {
            element: (
              <>
                <Outlet />
                {beside}
              </>
            ),
            children: pageRoutes,
          },
        ],
    { initialEntries: [entry] },
  );
  const view = render(
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <TmdbClientProvider client={tmdb}>
          <AuthProvider store={authStore}>
            {supabase ? (
              <SupabaseClientProvider client={supabase}>{wrap(<RouterProvider router={router} />)}</SupabaseClientProvider>
            ) : (
              wrap(<RouterProvider router={router} />)
            )}
          </AuthProvider>
        </TmdbClientProvider>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { ...view, router, queryClient, authStore };
}
