/** `/discover/movie`: the search page's filters, mapped to TMDb parameters exactly as the product defines them. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { movieKeys } from './movie-keys';
import { nextPageParam, type HookOptions } from './query-config';
import type { TmdbParams } from './tmdb-client';
import { tmdbClient, useTmdbClient } from './tmdb-client-context';
import type { MoviePage, SearchFilters, SortBy } from './types';

/** Spec section 4: no genre, no year, the full 0–10 rating range, relevance. */
export const DEFAULT_SEARCH_FILTERS: Readonly<SearchFilters> = {
  genre: null,
  year: null,
  minRating: 0,
  maxRating: 10,
  sortBy: 'relevance',
};

/** Spec section 9's sort options with their labels, in the order the filter lists them. */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortBy; label: string }> = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'popularity.desc', label: 'Most Popular' },
  { value: 'popularity.asc', label: 'Least Popular' },
  { value: 'vote_average.desc', label: 'Highest Rated' },
  { value: 'vote_average.asc', label: 'Lowest Rated' },
  { value: 'release_date.desc', label: 'Newest First' },
  { value: 'release_date.asc', label: 'Oldest First' },
  { value: 'title.asc', label: 'A-Z' },
  { value: 'title.desc', label: 'Z-A' },
];

/**
 * page always; with_genres if a genre; year if a year; vote_average.gte only above 0;
 * vote_average.lte only below 10; sort_by unless relevance.
 */
export function toDiscoverParams(filters: SearchFilters, page = 1): TmdbParams {
  const params: TmdbParams = { page };
  if (filters.genre !== null) params.with_genres = filters.genre;
  if (filters.year !== null) params.year = filters.year;
  if (filters.minRating > 0) params['vote_average.gte'] = filters.minRating;
  if (filters.maxRating < 10) params['vote_average.lte'] = filters.maxRating;
  if (filters.sortBy !== 'relevance') params.sort_by = filters.sortBy;
  return params;
}

/** Which filters differ from the defaults: the search page's badge count and its "fetch at all" rule. */
export function countActiveFilters(filters: SearchFilters): number {
  return (Object.keys(DEFAULT_SEARCH_FILTERS) as Array<keyof SearchFilters>).filter((key) => filters[key] !== DEFAULT_SEARCH_FILTERS[key])
    .length;
}

export function discoverMovies(filters: SearchFilters, page = 1, client = tmdbClient): Promise<MoviePage> {
  return client.get<MoviePage>('/discover/movie', toDiscoverParams(filters, page));
}

export function discoverMoviesQueryOptions(filters: SearchFilters, page = 1, client = tmdbClient) {
  return queryOptions({
    queryKey: movieKeys.discover(filters, page),
    queryFn: () => discoverMovies(filters, page, client),
    ...CACHE_TIMES.list,
    retry: shouldRetry,
  });
}

export function discoverMoviesInfiniteQueryOptions(filters: SearchFilters, client = tmdbClient) {
  return infiniteQueryOptions({
    queryKey: movieKeys.discoverInfinite(filters),
    queryFn: ({ pageParam }) => discoverMovies(filters, pageParam, client),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    ...CACHE_TIMES.list,
    retry: shouldRetry,
  });
}

export function useDiscoverMovies(filters: SearchFilters, page = 1, options: HookOptions = {}) {
  const client = useTmdbClient();
  return useQuery({ ...discoverMoviesQueryOptions(filters, page, client), ...options });
}

export function useDiscoverMoviesInfinite(filters: SearchFilters, options: HookOptions = {}) {
  const client = useTmdbClient();
  return useInfiniteQuery({ ...discoverMoviesInfiniteQueryOptions(filters, client), ...options });
}
