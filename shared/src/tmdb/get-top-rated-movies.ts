/** `/movie/top_rated`: fetcher, query options and hooks for one page or infinite scroll. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMovieList, movieListInfiniteQueryOptions, movieListQueryOptions } from './movie-list-query';
import type { HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MoviePage } from './types';

export function getTopRatedMovies(page = 1, client = tmdbClient): Promise<MoviePage> {
  return fetchMovieList(client, 'top_rated', page);
}

export function topRatedMoviesQueryOptions(page = 1, client = tmdbClient) {
  return movieListQueryOptions(client, 'top_rated', page);
}

export function topRatedMoviesInfiniteQueryOptions(client = tmdbClient) {
  return movieListInfiniteQueryOptions(client, 'top_rated');
}

export function useTopRatedMovies(page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  return useQuery({ ...topRatedMoviesQueryOptions(page, client), ...options });
}

export function useTopRatedMoviesInfinite(options: HookOptions = {}) {
  const client = useTmdbClient();
  return useInfiniteQuery({ ...topRatedMoviesInfiniteQueryOptions(client), ...options });
}
