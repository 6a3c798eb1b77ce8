/** `/movie/{id}/recommendations`: one page or infinite scroll. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES, shouldRetryDetail } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import { nextPageParam, type HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MoviePage } from './types';

const isMovieId = (id: number) => Number.isInteger(id) && id > 0;

export function getRecommendedMovies(id: number, page = 1, client = tmdbClient): Promise<MoviePage> {
  return client.get<MoviePage>(`/movie/${id}/recommendations`, { page });
}

export function recommendedMoviesQueryOptions(id: number, page = 1, client = tmdbClient) {
  return queryOptions({
    queryKey: movieKeys.recommendations(id, page),
    queryFn: () => getRecommendedMovies(id, page, client),
    enabled: isMovieId(id),
    ...CACHE_TIMES.list,
    // An unknown movie has no recommendations either: a 404 is final here too.
    retry: shouldRetryDetail,
  });
}

export function recommendedMoviesInfiniteQueryOptions(id: number, client = tmdbClient) {
  return infiniteQueryOptions({
    queryKey: movieKeys.recommendationsInfinite(id),
    queryFn: ({ pageParam }) => getRecommendedMovies(id, pageParam, client),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: isMovieId(id),
    ...CACHE_TIMES.list,
    retry: shouldRetryDetail,
  });
}

export function useRecommendedMovies(id: number, page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  const base = recommendedMoviesQueryOptions(id, page, client);
  return useQuery({ ...base, enabled: base.enabled && (options.enabled ?? true) });
}

export function useRecommendedMoviesInfinite(id: number, options: HookOptions = {}) {
  const client = useTmdbClient();
  const base = recommendedMoviesInfiniteQueryOptions(id, client);
  return useInfiniteQuery({ ...base, enabled: base.enabled && (options.enabled ?? true) });
}
