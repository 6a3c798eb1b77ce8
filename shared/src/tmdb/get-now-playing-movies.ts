/** `/movie/now_playing`: fetcher, query options and hooks for one page or infinite scroll. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMovieList, movieListInfiniteQueryOptions, movieListQueryOptions } from './movie-list-query';
import type { HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MoviePage } from './types';

export function getNowPlayingMovies(page = 1, client = tmdbClient): Promise<MoviePage> {
  return fetchMovieList(client, 'now_playing', page);
}

export function nowPlayingMoviesQueryOptions(page = 1, client = tmdbClient) {
  return movieListQueryOptions(client, 'now_playing', page);
}

export function nowPlayingMoviesInfiniteQueryOptions(client = tmdbClient) {
  return movieListInfiniteQueryOptions(client, 'now_playing');
}

export function useNowPlayingMovies(page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  return useQuery({ ...nowPlayingMoviesQueryOptions(page, client), ...options });
}

export function useNowPlayingMoviesInfinite(options: HookOptions = {}) {
  const client = useTmdbClient();
  return useInfiniteQuery({ ...nowPlayingMoviesInfiniteQueryOptions(client), ...options });
}
