/** `/movie/{id}/credits`: cast and crew, cached like the detail they belong to. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES, shouldRetryDetail } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import type { HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { Credits } from './types';

export function getMovieCredits(id: number, client = tmdbClient): Promise<Credits> {
  return client.get<Credits>(`/movie/${id}/credits`);
}

export function movieCreditsQueryOptions(id: number, client = tmdbClient) {
  return queryOptions({
    queryKey: movieKeys.credits(id),
    queryFn: () => getMovieCredits(id, client),
    enabled: Number.isInteger(id) && id > 0,
    ...CACHE_TIMES.detail,
    retry: shouldRetryDetail,
  });
}

export function useMovieCredits(id: number, options: HookOptions = {}) {
  const client = useTmdbClient();
  const base = movieCreditsQueryOptions(id, client);
  return useQuery({ ...base, enabled: base.enabled && (options.enabled ?? true) });
}
