import { QueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from './cache-times';
import { shouldRetry } from './retry';
import { registerPageInstance } from '@marquee/shared/config';

/** A QueryClient with Marquee's defaults; tests make their own, the page uses `queryClient`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: CACHE_TIMES.list.staleTime,
        gcTime: CACHE_TIMES.list.gcTime,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

function register(client: QueryClient): QueryClient {
  registerPageInstance('query-client');
  return client;
}

/** The page's one QueryClient: this module is a federation singleton. */
export const queryClient: QueryClient = register(createQueryClient());
