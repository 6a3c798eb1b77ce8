/**
 * The browse lists (popular, top rated, trending this week, upcoming) differ only in their path;
 * their fetcher, query options and hooks are built here once, for one page or infinite scroll.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PrefetchRequest } from '@marquee/shared/first-paint';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import { arrivedData, arrivedFirstPage, nextPageParam, type HookOptions } from './query-config';
import type { TmdbClient } from './tmdb-client';
import { useTmdbClient } from './tmdb-client-context';
import type { Movie, MovieListKind, MoviePage } from './types';

export const MOVIE_LIST_PATHS: Record<MovieListKind, string> = {
  popular: '/movie/popular',
  top_rated: '/movie/top_rated',
  trending: '/trending/movie/week',
  upcoming: '/movie/upcoming',
};

/** A list's first page, as a route declares it among its page's first data (`prefetch`). */
export const movieListPrefetch = (kind: MovieListKind) => ({ path: MOVIE_LIST_PATHS[kind], params: { page: 1 } }) satisfies PrefetchRequest;

export function fetchMovieList(client: TmdbClient, kind: MovieListKind, page: number): Promise<MoviePage> {
  return client.get<MoviePage>(MOVIE_LIST_PATHS[kind], { page });
}

export function movieListQueryOptions(client: TmdbClient, kind: MovieListKind, page: number) {
  return queryOptions({
    queryKey: movieKeys.listPage(kind, page),
    queryFn: () => fetchMovieList(client, kind, page),
    initialData: arrivedData<MoviePage>(client, MOVIE_LIST_PATHS[kind], { page }),
    ...CACHE_TIMES.list,
    retry: shouldRetry,
  });
}

export function movieListInfiniteQueryOptions(client: TmdbClient, kind: MovieListKind) {
  return infiniteQueryOptions({
    queryKey: movieKeys.listInfinite(kind),
    queryFn: ({ pageParam }) => fetchMovieList(client, kind, pageParam),
    initialData: arrivedFirstPage<Movie>(client, MOVIE_LIST_PATHS[kind]),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    ...CACHE_TIMES.list,
    retry: shouldRetry,
  });
}

export function useMovieListInfinite(kind: MovieListKind, options: HookOptions = {}) {
  return useInfiniteQuery({ ...movieListInfiniteQueryOptions(useTmdbClient(), kind), ...options });
}
