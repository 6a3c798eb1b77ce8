/** `/search/movie`: runs only for a non-empty query. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PrefetchRequest } from '@marquee/shared/first-paint';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import { arrivedData, arrivedFirstPage, nextPageParam, type HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { Movie, MoviePage } from './types';

const SEARCH_PATH = '/search/movie';

/**
 * The first page of a search, as a route declares it among its page's first data (`prefetch`):
 * the query is the address's `queryParam`, trimmed, as `searchMovies` sends it.
 */
export const searchMoviesPrefetch = (queryParam: string) =>
  ({ path: SEARCH_PATH, params: { page: 1 }, searchParams: { query: queryParam } }) as const satisfies PrefetchRequest;

export function searchMovies(query: string, page = 1, client = tmdbClient): Promise<MoviePage> {
  return client.get<MoviePage>(SEARCH_PATH, { query: query.trim(), page });
}

export function searchMoviesQueryOptions(query: string, page = 1, client = tmdbClient) {
  const trimmed = query.trim();
  return queryOptions({
    queryKey: movieKeys.search(trimmed, page),
    queryFn: () => searchMovies(trimmed, page, client),
    initialData: arrivedData<MoviePage>(client, SEARCH_PATH, { query: trimmed, page }),
    enabled: trimmed.length > 0,
    ...CACHE_TIMES.list,
    retry: shouldRetry,
  });
}

export function searchMoviesInfiniteQueryOptions(query: string, client = tmdbClient) {
  const trimmed = query.trim();
  return infiniteQueryOptions({
    queryKey: movieKeys.searchInfinite(trimmed),
    queryFn: ({ pageParam }) => searchMovies(trimmed, pageParam, client),
    initialData: arrivedFirstPage<Movie>(client, SEARCH_PATH, { query: trimmed }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: trimmed.length > 0,
    ...CACHE_TIMES.list,
    retry: shouldRetry,
  });
}

export function useSearchMovies(query: string, page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  const base = searchMoviesQueryOptions(query, page, client);
  return useQuery({ ...base, enabled: base.enabled && (options.enabled ?? true) });
}

export function useSearchMoviesInfinite(query: string, options: HookOptions = {}) {
  const client = useTmdbClient();
  const base = searchMoviesInfiniteQueryOptions(query, client);
  return useInfiniteQuery({ ...base, enabled: base.enabled && (options.enabled ?? true) });
}
