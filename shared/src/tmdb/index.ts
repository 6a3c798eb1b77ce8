/**
 * The TMDb layer (`@marquee/shared/tmdb`): a typed client over the `tmdb-proxy` function, the
 * query-key factory, and one module per call with its fetcher, query options and hooks.
 */
export * from './types';
export { TmdbApiError } from './tmdb-error';
export {
  createTmdbClient,
  TMDB_FUNCTION_NAME,
  type FunctionsInvoker,
  type ProxyEndpoint,
  type TmdbClient,
  type TmdbParams,
  type TmdbRequestBody,
} from './tmdb-client';
export { TmdbClientProvider, tmdbClient, useTmdbClient } from './tmdb-client-context';
export { movieKeys } from './movie-keys';
export { flattenPages, nextPageParam, type HookOptions, type PagedData } from './query-config';
export {
  MOVIE_LIST_PATHS,
  fetchMovieList,
  movieListPrefetch,
  movieListInfiniteQueryOptions,
  movieListQueryOptions,
  useMovieListInfinite,
} from './movie-list-query';
export * from './get-movie-details';
export * from './get-similar-movies';
export * from './search-movies';
export * from './get-genres';
export * from './discover-movies';
export * from './get-configuration';
export * from './get-data-clock';
