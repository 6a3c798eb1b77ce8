/**
 * Which request answers the page (only with a query or a non-default filter):
 * - a query: `/search/movie` by the text; any filters refine the loaded pages here, since TMDb's
 *   search ignores them (see `refine-results.ts`);
 * - filters only: `/discover/movie`, which applies them on the server across every page;
 * - neither: nothing is fetched.
 */
import { useMemo } from 'react';
import {
  countActiveFilters,
  flattenPages,
  useDiscoverMoviesInfinite,
  useSearchMoviesInfinite,
  type Movie,
  type SearchFilters,
} from '@marquee/shared/tmdb';
import { refineResults } from '../lib/refine-results';

export type SearchMode = 'idle' | 'search' | 'refined-search' | 'discover';

export function searchModeFor(query: string, filters: SearchFilters): SearchMode {
  const hasQuery = query.trim().length > 0;
  const hasFilters = countActiveFilters(filters) > 0;
  if (hasQuery) return hasFilters ? 'refined-search' : 'search';
  return hasFilters ? 'discover' : 'idle';
}

export interface SearchResults {
  mode: SearchMode;
  movies: Movie[];
  /** What the server counts: every match for `search`/`discover`; the loaded title matches for `refined-search`. */
  totalResults: number;
  /** Movies loaded from the server before refining. */
  loadedCount: number;
  pagesLoaded: number;
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
}

export function useSearchResults(query: string, filters: SearchFilters): SearchResults {
  const mode = searchModeFor(query, filters);
  const searching = mode === 'search' || mode === 'refined-search';
  const search = useSearchMoviesInfinite(query, { enabled: searching });
  const discover = useDiscoverMoviesInfinite(filters, { enabled: mode === 'discover' });
  const source = searching ? search : discover;
  const { data } = source;

  const loaded = useMemo(() => flattenPages(data), [data]);
  const movies = useMemo(() => (mode === 'refined-search' ? refineResults(loaded, filters) : loaded), [mode, loaded, filters]);

  if (mode === 'idle') {
    return {
      mode,
      movies: [],
      totalResults: 0,
      loadedCount: 0,
      pagesLoaded: 0,
      isPending: false,
      isError: false,
      isFetchNextPageError: false,
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: () => undefined,
      refetch: () => undefined,
    };
  }
  return {
    mode,
    movies,
    totalResults: mode === 'refined-search' ? movies.length : (data?.pages[0]?.total_results ?? 0),
    loadedCount: loaded.length,
    pagesLoaded: data?.pages.length ?? 0,
    isPending: source.isPending,
    isError: source.isError,
    isFetchNextPageError: source.isFetchNextPageError,
    hasNextPage: source.hasNextPage,
    isFetchingNextPage: source.isFetchingNextPage,
    fetchNextPage: () => void source.fetchNextPage(),
    refetch: () => void source.refetch(),
  };
}
