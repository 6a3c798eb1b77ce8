/** `/movie/popular`: fetcher, query options and hooks for one page or infinite scroll. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMovieList, movieListInfiniteQueryOptions, movieListQueryOptions } from './movie-list-query';
import type { HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MoviePage } from './types';

export function getPopularMovies(page = 1, client = tmdbClient): Promise<MoviePage> {
  return fetchMovieList(client, 'popular', page);
}

export function popularMoviesQueryOptions(page = 1, client = tmdbClient) {
  return movieListQueryOptions(client, 'popular', page);
}

export function popularMoviesInfiniteQueryOptions(client = tmdbClient) {
  return movieListInfiniteQueryOptions(client, 'popular');
}

export function usePopularMovies(page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  return useQuery({ ...popularMoviesQueryOptions(page, client), ...options });
}

export function usePopularMoviesInfinite(options: HookOptions = {}) {
  const client = useTmdbClient();
  return useInfiniteQuery({ ...popularMoviesInfiniteQueryOptions(client), ...options });
}
