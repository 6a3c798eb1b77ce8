import { QueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from './cache-times';
import { shouldRetry } from './retry';

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

declare global {
  interface Window {
    /** Instances made on this page; the e2e suite asserts there is exactly one. */
    __MARQUEE_QUERY_CLIENTS__?: QueryClient[];
  }
}

function register(client: QueryClient): QueryClient {
  if (typeof window !== 'undefined') {
    window.__MARQUEE_QUERY_CLIENTS__ = [...(window.__MARQUEE_QUERY_CLIENTS__ ?? []), client];
  }
  return client;
}

/** The page's one QueryClient: this module is a federation singleton. */
export const queryClient: QueryClient = register(createQueryClient());
