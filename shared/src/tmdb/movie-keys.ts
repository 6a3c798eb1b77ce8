/**
 * Query keys for everything TMDb, per "Effective React Query Keys": each key extends its
 * parent, so `invalidateQueries({ queryKey: movieKeys.lists() })` reaches every list.
 * Infinite and single-page queries hold different data shapes, so they never share a key.
 */
import type { MovieListKind, SearchFilters } from './types';

export const movieKeys = {
  all: ['movies'] as const,
  lists: () => [...movieKeys.all, 'list'] as const,
  list: (kind: MovieListKind) => [...movieKeys.lists(), kind] as const,
  listPage: (kind: MovieListKind, page: number) => [...movieKeys.list(kind), { page }] as const,
  listInfinite: (kind: MovieListKind) => [...movieKeys.list(kind), 'infinite'] as const,
  details: () => [...movieKeys.all, 'detail'] as const,
  detail: (id: number, options: { full: boolean } = { full: true }) => [...movieKeys.details(), id, options] as const,
  similar: (id: number, page: number) => [...movieKeys.details(), id, 'similar', { page }] as const,
  searches: () => [...movieKeys.all, 'search'] as const,
  search: (query: string, page: number) => [...movieKeys.searches(), { query, page }] as const,
  searchInfinite: (query: string) => [...movieKeys.searches(), 'infinite', { query }] as const,
  discovers: () => [...movieKeys.all, 'discover'] as const,
  discover: (filters: SearchFilters, page: number) => [...movieKeys.discovers(), { ...filters, page }] as const,
  discoverInfinite: (filters: SearchFilters) => [...movieKeys.discovers(), 'infinite', { ...filters }] as const,
  genres: () => [...movieKeys.all, 'genres'] as const,
  configuration: () => ['tmdb', 'configuration'] as const,
};
