/**
 * `/configuration`: where images live (TMDb's CDN, or the local stack's artwork in offline
 * mode) and which sizes exist. It changes as rarely as genres do, so it is cached as long.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrefetchRequest } from '@marquee/shared/first-paint';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import { arrivedData, type HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { Configuration } from './types';

/** The request, as a route declares it among its page's first data (`prefetch`). */
export const configurationPrefetch = { path: '/configuration' } as const satisfies PrefetchRequest;

export function getConfiguration(client = tmdbClient): Promise<Configuration> {
  return client.get<Configuration>(configurationPrefetch.path);
}

export function configurationQueryOptions(client = tmdbClient) {
  return queryOptions({
    queryKey: movieKeys.configuration(),
    queryFn: () => getConfiguration(client),
    initialData: arrivedData<Configuration>(client, configurationPrefetch.path),
    ...CACHE_TIMES.genres,
    retry: shouldRetry,
  });
}

export function useConfiguration(options: HookOptions = {}) {
  const client = useTmdbClient();
  return useQuery({ ...configurationQueryOptions(client), ...options });
}
