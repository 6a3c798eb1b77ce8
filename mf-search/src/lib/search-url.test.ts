import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_FILTERS } from '@marquee/shared/tmdb';
import { YEAR_OPTIONS, yearOptions } from './filter-options';
import { readSearchState, writeSearchState } from './search-url';

describe('year options', () => {
  it('are 125 years from 2025 downward', () => {
    expect(YEAR_OPTIONS).toHaveLength(125);
    expect(YEAR_OPTIONS[0]).toBe(2025);
    expect(YEAR_OPTIONS.at(-1)).toBe(1901);
  });

  it("run up to the data source's current year when it is later (live TMDb), never below 2025", () => {
    const live = yearOptions(2027);
    expect(live[0]).toBe(2027);
    expect(live.at(-1)).toBe(1901);
    expect(yearOptions(2010)[0]).toBe(2025);
  });

  it('a shared link with a recent year keeps it; a nonsense year is dropped', () => {
    const thisYear = new Date().getFullYear();
    expect(readSearchState(new URLSearchParams(`year=${thisYear}`)).filters.year).toBe(thisYear);
    expect(readSearchState(new URLSearchParams('year=3000')).filters.year).toBeNull();
    expect(readSearchState(new URLSearchParams('year=1800')).filters.year).toBeNull();
  });
});

describe('search URL state', () => {
  it('reads an empty URL as no query and the default filters', () => {
    expect(readSearchState(new URLSearchParams())).toEqual({ query: '', filters: DEFAULT_SEARCH_FILTERS });
  });

  it('round-trips a query and every filter', () => {
    const state = {
      query: 'alien',
      filters: { genre: 878, year: 1979, minRating: 6.5, maxRating: 9, sortBy: 'vote_average.desc' as const },
    };
    const params = writeSearchState(state);
    expect(params.toString()).toBe('q=alien&genre=878&year=1979&min=6.5&max=9&sort=vote_average.desc');
    expect(readSearchState(params)).toEqual(state);
  });

  it('writes no parameter for an empty query or a default filter, and keeps foreign parameters', () => {
    const params = writeSearchState({ query: '  ', filters: DEFAULT_SEARCH_FILTERS }, new URLSearchParams('q=old&sort=title.asc&ref=mail'));
    expect(params.toString()).toBe('ref=mail');
  });

  it('reads malformed values as defaults and swaps a reversed rating range', () => {
    const state = readSearchState(new URLSearchParams('genre=abc&year=1492&min=8&max=3&sort=bogus'));
    expect(state.filters).toEqual({ genre: null, year: null, minRating: 3, maxRating: 8, sortBy: 'relevance' });
    expect(readSearchState(new URLSearchParams('min=-1&max=11')).filters).toEqual(DEFAULT_SEARCH_FILTERS);
    expect(readSearchState(new URLSearchParams('min=7.3')).filters.minRating).toBe(7.5);
  });
});
