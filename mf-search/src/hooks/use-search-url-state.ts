/**
 * The search page's query and filters, read from and written to the URL (see `search-url.ts`).
 * The URL is the single source of truth: the header's `/search?q=...`, a shared link and
 * back/forward all arrive the same way.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_SEARCH_FILTERS, type SearchFilters } from '@marquee/shared/tmdb';
import { readSearchState, writeSearchState, type SearchState } from '../lib/search-url';

export interface SetQueryOptions {
  /** A new history entry (a submitted search) rather than replacing this one (typing). */
  push?: boolean;
}

export function useSearchUrlState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);

  const update = useCallback(
    (change: (current: SearchState) => SearchState, push = false) => {
      setParams((current) => writeSearchState(change(readSearchState(current)), current), { replace: !push });
    },
    [setParams],
  );

  const setQuery = useCallback(
    (query: string, { push = false }: SetQueryOptions = {}) => {
      // Submitting the text already in the URL must not add a duplicate history entry.
      update((current) => ({ ...current, query: query.trim() }), push && query.trim() !== readSearchState(params).query);
    },
    [update, params],
  );

  const setFilters = useCallback(
    (change: Partial<SearchFilters>) => update((current) => ({ ...current, filters: { ...current.filters, ...change } })),
    [update],
  );

  // "Clear All Filters" resets everything: the filters and the text query alike.
  const clearFilters = useCallback(() => update(() => ({ query: '', filters: { ...DEFAULT_SEARCH_FILTERS } })), [update]);

  return { query: state.query, filters: state.filters, setQuery, setFilters, clearFilters };
}
