import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEARCH_FILTERS, SORT_OPTIONS, countActiveFilters, discoverMovies, toDiscoverParams } from './discover-movies';
import { createTmdbClient } from './tmdb-client';

describe('toDiscoverParams', () => {
  it('sends only the page for default filters', () => {
    expect(toDiscoverParams(DEFAULT_SEARCH_FILTERS, 1)).toEqual({ page: 1 });
  });

  it('maps every filter to its TMDb parameter', () => {
    expect(toDiscoverParams({ genre: 878, year: 1999, minRating: 6.5, maxRating: 9, sortBy: 'vote_average.desc' }, 4)).toEqual({
      page: 4,
      with_genres: 878,
      year: 1999,
      'vote_average.gte': 6.5,
      'vote_average.lte': 9,
      sort_by: 'vote_average.desc',
    });
  });

  it('leaves out the rating bounds at 0 and 10 and the sort at relevance', () => {
    const params = toDiscoverParams({ ...DEFAULT_SEARCH_FILTERS, genre: 18 }, 2);
    expect(params).toEqual({ page: 2, with_genres: 18 });
    expect(params).not.toHaveProperty('sort_by');
  });

  it('keeps a minimum of 0.5 and a maximum of 9.5', () => {
    expect(toDiscoverParams({ ...DEFAULT_SEARCH_FILTERS, minRating: 0.5, maxRating: 9.5 })).toEqual({
      page: 1,
      'vote_average.gte': 0.5,
      'vote_average.lte': 9.5,
    });
  });
});

describe('discover helpers', () => {
  it('lists the nine sorts with their labels', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Relevance',
      'Most Popular',
      'Least Popular',
      'Highest Rated',
      'Lowest Rated',
      'Newest First',
      'Oldest First',
      'A-Z',
      'Z-A',
    ]);
  });

  it('counts active filters', () => {
    expect(countActiveFilters(DEFAULT_SEARCH_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_SEARCH_FILTERS, year: 2001, maxRating: 8 })).toBe(2);
  });

  it('calls /discover/movie with the mapped parameters', async () => {
    const invoke = vi.fn(async () => ({
      data: { success: true, data: { page: 1, results: [], total_pages: 0, total_results: 0 } },
      error: null,
    }));
    await discoverMovies({ ...DEFAULT_SEARCH_FILTERS, year: 2010 }, 1, createTmdbClient({ functions: { invoke } }));
    expect(invoke).toHaveBeenCalledWith('tmdb-proxy', { body: { path: '/discover/movie', params: { page: 1, year: 2010 } } });
  });
});
