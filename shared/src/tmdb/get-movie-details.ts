/**
 * `/movie/{id}`: with `full` (the default) TMDb appends credits, videos, images and
 * recommendations in the same answer. A missing movie is a 404 that asking again will not fix.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrefetchRequest } from '@marquee/shared/first-paint';
import { CACHE_TIMES, shouldRetryDetail } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import { arrivedData, type HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MovieDetails } from './types';

const FULL_DETAILS_PARAMS = { append_to_response: 'credits,videos,images,recommendations' };

/**
 * The movie page's first request as its route declares it (`prefetch`, `:id` from the address):
 * the same request `getMovieDetails(id)` makes, so the early start reads exactly what the page asks.
 */
export const movieDetailsPrefetch = { path: '/movie/:id', params: FULL_DETAILS_PARAMS } as const satisfies PrefetchRequest;

export interface MovieDetailsOptions {
  full?: boolean;
}

const detailsRequest = (id: number, full: boolean) =>
  [movieDetailsPrefetch.path.replace(':id', String(id)), full ? movieDetailsPrefetch.params : {}] as const;

export function getMovieDetails(id: number, { full = true }: MovieDetailsOptions = {}, client = tmdbClient): Promise<MovieDetails> {
  return client.get<MovieDetails>(...detailsRequest(id, full));
}

export function movieDetailsQueryOptions(id: number, { full = true }: MovieDetailsOptions = {}, client = tmdbClient) {
  return queryOptions({
    queryKey: movieKeys.detail(id, { full }),
    queryFn: () => getMovieDetails(id, { full }, client),
    initialData: arrivedData<MovieDetails>(client, ...detailsRequest(id, full)),
    // Spec section 5: the detail query runs only for a positive integer id.
    enabled: Number.isInteger(id) && id > 0,
    ...CACHE_TIMES.detail,
    retry: shouldRetryDetail,
  });
}

export function useMovieDetails(id: number, options: MovieDetailsOptions & HookOptions = {}) {
  const client = useTmdbClient();
  const base = movieDetailsQueryOptions(id, options, client);
  return useQuery({ ...base, enabled: base.enabled && (options.enabled ?? true) });
}
