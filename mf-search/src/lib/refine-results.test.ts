import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_FILTERS, type Movie } from '@marquee/shared/tmdb';
import { refineResults } from './refine-results';

function movie(id: number, overrides: Partial<Movie>): Movie {
  return {
    id,
    title: `M${id}`,
    overview: '',
    poster_path: null,
    backdrop_path: null,
    release_date: '2000-01-01',
    vote_average: 5,
    vote_count: 1,
    genre_ids: [],
    ...overrides,
  };
}

const MOVIES = [
  movie(1, { title: 'Bravo', genre_ids: [28], release_date: '1999-03-01', vote_average: 7.5, popularity: 5 }),
  movie(2, { title: 'Alpha', genre_ids: [18], release_date: '2005-01-01', vote_average: 6, popularity: 9 }),
  movie(3, { title: 'Charlie', genre_ids: [28, 18], release_date: '', vote_average: 9, popularity: 1 }),
];

describe('refineResults', () => {
  it('keeps relevance order without filters', () => {
    expect(refineResults(MOVIES, DEFAULT_SEARCH_FILTERS).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('filters by genre, year and the rating range', () => {
    expect(refineResults(MOVIES, { ...DEFAULT_SEARCH_FILTERS, genre: 28 }).map((m) => m.id)).toEqual([1, 3]);
    expect(refineResults(MOVIES, { ...DEFAULT_SEARCH_FILTERS, year: 2005 }).map((m) => m.id)).toEqual([2]);
    expect(refineResults(MOVIES, { ...DEFAULT_SEARCH_FILTERS, minRating: 6.5, maxRating: 8 }).map((m) => m.id)).toEqual([1]);
  });

  it('sorts the matches by the chosen order, undated films last', () => {
    const ids = (sortBy: (typeof DEFAULT_SEARCH_FILTERS)['sortBy']) =>
      refineResults(MOVIES, { ...DEFAULT_SEARCH_FILTERS, sortBy }).map((m) => m.id);
    expect(ids('title.asc')).toEqual([2, 1, 3]);
    expect(ids('title.desc')).toEqual([3, 1, 2]);
    expect(ids('vote_average.desc')).toEqual([3, 1, 2]);
    expect(ids('popularity.desc')).toEqual([2, 1, 3]);
    expect(ids('release_date.desc')).toEqual([2, 1, 3]);
    expect(ids('release_date.asc')).toEqual([1, 2, 3]);
  });
});
