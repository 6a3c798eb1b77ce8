/** `/movie/upcoming`: fetcher, query options and hooks for one page or infinite scroll. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMovieList, movieListInfiniteQueryOptions, movieListQueryOptions } from './movie-list-query';
import type { HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MoviePage } from './types';

export function getUpcomingMovies(page = 1, client = tmdbClient): Promise<MoviePage> {
  return fetchMovieList(client, 'upcoming', page);
}

export function upcomingMoviesQueryOptions(page = 1, client = tmdbClient) {
  return movieListQueryOptions(client, 'upcoming', page);
}

export function upcomingMoviesInfiniteQueryOptions(client = tmdbClient) {
  return movieListInfiniteQueryOptions(client, 'upcoming');
}

export function useUpcomingMovies(page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  return useQuery({ ...upcomingMoviesQueryOptions(page, client), ...options });
}

export function useUpcomingMoviesInfinite(options: HookOptions = {}) {
  const client = useTmdbClient();
  return useInfiniteQuery({ ...upcomingMoviesInfiniteQueryOptions(client), ...options });
}
