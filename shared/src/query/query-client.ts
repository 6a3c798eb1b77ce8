import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { CACHE_TIMES } from './cache-times';
import { retryAfterMs, shouldRetry } from './retry';
import { registerPageInstance } from '@marquee/shared/config';

/**
 * A query that failed with a rate limit asks again by itself once the window has passed (if a
 * screen still shows it), so the visitor sees the message and then the data, without pressing
 * anything. One timer per query: a second failure replaces the first timer.
 */
function recoverAfterRateLimit(getClient: () => QueryClient) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return (error: unknown, query: Query<unknown, unknown, unknown>) => {
    const wait = retryAfterMs(error);
    if (wait === undefined) return;
    clearTimeout(timers.get(query.queryHash));
    timers.set(
      query.queryHash,
      setTimeout(() => {
        timers.delete(query.queryHash);
        void getClient().refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' });
      }, wait + 250),
    );
  };
}

/** A QueryClient with Marquee's defaults; tests make their own, the page uses `queryClient`. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: recoverAfterRateLimit(() => client) }),
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
  return client;
}

function register(client: QueryClient): QueryClient {
  registerPageInstance('query-client');
  return client;
}

/** The page's one QueryClient: this module is a federation singleton. */
export const queryClient: QueryClient = register(createQueryClient());
