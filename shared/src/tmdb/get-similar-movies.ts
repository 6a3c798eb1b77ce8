/** `/movie/{id}/similar`: the related row of a movie page when TMDb has no recommendations. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES, shouldRetryDetail } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import type { HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MoviePage } from './types';

const isMovieId = (id: number) => Number.isInteger(id) && id > 0;

export function getSimilarMovies(id: number, page = 1, client = tmdbClient): Promise<MoviePage> {
  return client.get<MoviePage>(`/movie/${id}/similar`, { page });
}

export function similarMoviesQueryOptions(id: number, page = 1, client = tmdbClient) {
  return queryOptions({
    queryKey: movieKeys.similar(id, page),
    queryFn: () => getSimilarMovies(id, page, client),
    enabled: isMovieId(id),
    ...CACHE_TIMES.list,
    // An unknown movie has no similar either: a 404 is final here too.
    retry: shouldRetryDetail,
  });
}

export function useSimilarMovies(id: number, page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  const base = similarMoviesQueryOptions(id, page, client);
  return useQuery({ ...base, enabled: base.enabled && (options.enabled ?? true) });
}
