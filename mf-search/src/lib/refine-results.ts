/**
 * TMDb's `/search/movie` takes a query and a page but ignores genre, rating and sort, and
 * `/discover/movie` takes filters but no text. With both a query and filters the page searches
 * by the text and applies the filters here, to the pages loaded so far; sorting likewise orders
 * the loaded matches ("relevance" keeps TMDb's order).
 */
import type { Movie, SearchFilters, SortBy } from '@marquee/shared/tmdb';

function releaseYear(movie: Movie): number | null {
  const match = /^(\d{4})/.exec(movie.release_date ?? '');
  return match ? Number(match[1]) : null;
}

export function matchesFilters(movie: Movie, filters: SearchFilters): boolean {
  if (filters.genre !== null && !(movie.genre_ids ?? []).includes(filters.genre)) return false;
  if (filters.year !== null && releaseYear(movie) !== filters.year) return false;
  const rating = movie.vote_average ?? 0;
  return rating >= filters.minRating && rating <= filters.maxRating;
}

type Compare = (a: Movie, b: Movie) => number;

/** Films without a release date go last whichever way the dates run. */
function byDate(direction: 1 | -1): Compare {
  return (a, b) => {
    if (!a.release_date || !b.release_date) return (a.release_date ? 0 : 1) - (b.release_date ? 0 : 1);
    return direction * a.release_date.localeCompare(b.release_date);
  };
}

const COMPARE: Record<Exclude<SortBy, 'relevance'>, Compare> = {
  'popularity.desc': (a, b) => (b.popularity ?? 0) - (a.popularity ?? 0),
  'popularity.asc': (a, b) => (a.popularity ?? 0) - (b.popularity ?? 0),
  'vote_average.desc': (a, b) => b.vote_average - a.vote_average,
  'vote_average.asc': (a, b) => a.vote_average - b.vote_average,
  'release_date.desc': byDate(-1),
  'release_date.asc': byDate(1),
  'title.asc': (a, b) => a.title.localeCompare(b.title),
  'title.desc': (a, b) => b.title.localeCompare(a.title),
};

export function refineResults(movies: readonly Movie[], filters: SearchFilters): Movie[] {
  const matching = movies.filter((movie) => matchesFilters(movie, filters));
  // Array.prototype.sort is stable, so ties keep TMDb's relevance order.
  return filters.sortBy === 'relevance' ? matching : matching.sort(COMPARE[filters.sortBy]);
}
