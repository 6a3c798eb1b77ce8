/**
 * The search page's state as URL parameters, so a search is shareable and back/forward work:
 * `q` for the text, and `genre`, `year`, `min`, `max`, `sort` for the filters.
 * Defaults are never written, and anything malformed in a hand-edited URL reads as the default.
 */
import { DEFAULT_SEARCH_FILTERS, SORT_OPTIONS, type SearchFilters, type SortBy } from '@marquee/shared/tmdb';
import { OLDEST_YEAR, RATING_MAX, RATING_MIN, RATING_STEP } from './filter-options';

export const URL_KEYS = { query: 'q', genre: 'genre', year: 'year', minRating: 'min', maxRating: 'max', sortBy: 'sort' } as const;

export interface SearchState {
  query: string;
  filters: SearchFilters;
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

function rating(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < RATING_MIN || value > RATING_MAX) return fallback;
  return Math.round(value / RATING_STEP) * RATING_STEP;
}

function sortBy(raw: string | null): SortBy {
  return SORT_OPTIONS.find((option) => option.value === raw)?.value ?? DEFAULT_SEARCH_FILTERS.sortBy;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const year = positiveInt(params.get(URL_KEYS.year));
  let minRating = rating(params.get(URL_KEYS.minRating), DEFAULT_SEARCH_FILTERS.minRating);
  let maxRating = rating(params.get(URL_KEYS.maxRating), DEFAULT_SEARCH_FILTERS.maxRating);
  if (minRating > maxRating) [minRating, maxRating] = [maxRating, minRating];
  return {
    query: (params.get(URL_KEYS.query) ?? '').trim(),
    filters: {
      genre: positiveInt(params.get(URL_KEYS.genre)),
      // Any year the list can offer: 1901 up to next year (live data may run ahead of 2025).
      year: year !== null && year >= OLDEST_YEAR && year <= new Date().getFullYear() + 1 ? year : null,
      minRating,
      maxRating,
      sortBy: sortBy(params.get(URL_KEYS.sortBy)),
    },
  };
}

/**
 * The parameters for `state`, keeping any the search page does not own (a campaign tag, say)
 * so writing the search never drops them.
 */
export function writeSearchState(state: SearchState, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.values(URL_KEYS)) next.delete(key);
  const { query, filters } = state;
  const defaults = DEFAULT_SEARCH_FILTERS;
  if (query.trim()) next.set(URL_KEYS.query, query.trim());
  if (filters.genre !== defaults.genre) next.set(URL_KEYS.genre, String(filters.genre));
  if (filters.year !== defaults.year) next.set(URL_KEYS.year, String(filters.year));
  if (filters.minRating !== defaults.minRating) next.set(URL_KEYS.minRating, String(filters.minRating));
  if (filters.maxRating !== defaults.maxRating) next.set(URL_KEYS.maxRating, String(filters.maxRating));
  if (filters.sortBy !== defaults.sortBy) next.set(URL_KEYS.sortBy, filters.sortBy);
  return next;
}
