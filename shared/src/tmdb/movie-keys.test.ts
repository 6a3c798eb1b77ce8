import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_FILTERS } from './discover-movies';
import { movieKeys } from './movie-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);

describe('movieKeys', () => {
  it('nests every key under its parent so invalidation by prefix works', () => {
    expect(startsWith(movieKeys.listPage('popular', 2), movieKeys.list('popular'))).toBe(true);
    expect(startsWith(movieKeys.listInfinite('popular'), movieKeys.lists())).toBe(true);
    expect(startsWith(movieKeys.lists(), movieKeys.all)).toBe(true);
    expect(startsWith(movieKeys.similar(5, 1), [...movieKeys.details(), 5])).toBe(true);
    expect(startsWith(movieKeys.detail(5), movieKeys.details())).toBe(true);
    expect(startsWith(movieKeys.search('alien', 1), movieKeys.searches())).toBe(true);
    expect(startsWith(movieKeys.discover(DEFAULT_SEARCH_FILTERS, 1), movieKeys.discovers())).toBe(true);
    expect(startsWith(movieKeys.genres(), movieKeys.all)).toBe(true);
  });

  it('keeps infinite and single-page keys apart', () => {
    expect(movieKeys.listInfinite('trending')).not.toEqual(movieKeys.listPage('trending', 1));
    expect(movieKeys.searchInfinite('x')).not.toEqual(movieKeys.search('x', 1));
    expect(movieKeys.discoverInfinite(DEFAULT_SEARCH_FILTERS)).not.toEqual(movieKeys.discover(DEFAULT_SEARCH_FILTERS, 1));
  });

  it('distinguishes full and plain details, lists and pages', () => {
    expect(movieKeys.detail(7)).toEqual(['movies', 'detail', 7, { full: true }]);
    expect(movieKeys.detail(7, { full: false })).not.toEqual(movieKeys.detail(7));
    expect(movieKeys.listPage('popular', 1)).not.toEqual(movieKeys.listPage('popular', 2));
    expect(movieKeys.list('popular')).not.toEqual(movieKeys.list('upcoming'));
  });

  it('includes every filter in the discover key', () => {
    const key = movieKeys.discover({ ...DEFAULT_SEARCH_FILTERS, genre: 28, sortBy: 'title.asc' }, 3);
    expect(key[2]).toEqual({ genre: 28, year: null, minRating: 0, maxRating: 10, sortBy: 'title.asc', page: 3 });
  });
});
