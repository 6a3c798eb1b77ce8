/** `/genre/movie/list`: changes almost never, so it is fresh for 24 h. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrefetchRequest } from '@marquee/shared/first-paint';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import { arrivedData, type HookOptions } from './query-config';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { Genre, GenreList } from './types';

const GENRES_PATH = '/genre/movie/list';

/** The request, as a route declares it among its page's first data (`prefetch`). */
export const genresPrefetch = { path: GENRES_PATH } as const satisfies PrefetchRequest;

export function getGenres(client = tmdbClient): Promise<Genre[]> {
  return client.get<GenreList>(GENRES_PATH).then((list) => list.genres);
}

export function genresQueryOptions(client = tmdbClient) {
  return queryOptions({
    queryKey: movieKeys.genres(),
    queryFn: () => getGenres(client),
    initialData: () => arrivedData<GenreList>(client, GENRES_PATH)()?.genres,
    ...CACHE_TIMES.genres,
    retry: shouldRetry,
  });
}

export function useGenres(options: HookOptions = {}) {
  const client = useTmdbClient();
  return useQuery({ ...genresQueryOptions(client), ...options });
}
