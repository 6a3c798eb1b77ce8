/** Test-only: what a card needs around it (Chakra, a router, a query client, a fake TMDb client). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '@marquee/shared/ui';
import { TmdbClientProvider, movieKeys, type Genre, type TmdbClient } from '@marquee/shared/tmdb';

export const TEST_GENRES: Genre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 878, name: 'Science Fiction' },
  { id: 18, name: 'Drama' },
];

export const TEST_IMAGE_BASE = 'http://images.test/';

/** A client that fails every call: a test that needs data seeds the cache instead. */
const failingClient: TmdbClient = {
  get: () => Promise.reject(new Error('TMDb API Error: not in this test')),
};

export function createCardTestQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(movieKeys.genres(), TEST_GENRES);
  client.setQueryData(movieKeys.configuration(), {
    images: {
      base_url: TEST_IMAGE_BASE,
      secure_base_url: TEST_IMAGE_BASE,
      backdrop_sizes: [],
      logo_sizes: [],
      poster_sizes: [],
      profile_sizes: [],
      still_sizes: [],
    },
    change_keys: [],
  });
  return client;
}

export function CardTestProviders({
  children,
  queryClient = createCardTestQueryClient(),
  client = failingClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  client?: TmdbClient;
}) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <TmdbClientProvider client={client}>
          <MemoryRouter>{children}</MemoryRouter>
        </TmdbClientProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}
