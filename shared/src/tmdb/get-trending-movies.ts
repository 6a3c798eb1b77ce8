/** `/trending/movie/week`: fetcher, query options and hooks for one page or infinite scroll. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMovieList, movieListInfiniteQueryOptions, movieListQueryOptions } from './movie-list-query';
import type { HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MoviePage } from './types';

export function getTrendingMovies(page = 1, client = tmdbClient): Promise<MoviePage> {
  return fetchMovieList(client, 'trending', page);
}

export function trendingMoviesQueryOptions(page = 1, client = tmdbClient) {
  return movieListQueryOptions(client, 'trending', page);
}

export function trendingMoviesInfiniteQueryOptions(client = tmdbClient) {
  return movieListInfiniteQueryOptions(client, 'trending');
}

export function useTrendingMovies(page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  return useQuery({ ...trendingMoviesQueryOptions(page, client), ...options });
}

export function useTrendingMoviesInfinite(options: HookOptions = {}) {
  const client = useTmdbClient();
  return useInfiniteQuery({ ...trendingMoviesInfiniteQueryOptions(client), ...options });
}
