/**
 * Test-only: the shared fake TMDb client over a small catalog, answering `/search/movie` (title
 * contains the query) and `/discover/movie` (genre, year and rating filters) page by page.
 * `fail` makes the given paths answer with an error; `hold` keeps searches unanswered until it
 * resolves.
 */
import type { Movie, MoviePage, TmdbRequestBody } from '@marquee/shared/tmdb';
import { createFakeTmdb, makeMovie } from '@marquee/shared/testing';

export const GENRES = [
  { id: 28, name: 'Action' },
  { id: 18, name: 'Drama' },
  { id: 878, name: 'Science Fiction' },
];

const catalogMovie = (id: number, overrides: Partial<Movie>) => makeMovie(id, { backdrop_path: null, vote_count: 100, ...overrides });

/** 45 "Star" films (3 pages of 20) and a few others. */
export const CATALOG: Movie[] = [
  ...Array.from({ length: 45 }, (_, index) =>
    catalogMovie(index + 1, {
      title: `Star Voyage ${index + 1}`,
      genre_ids: index % 3 === 0 ? [878] : [28],
      vote_average: 5 + (index % 10) / 2,
      release_date: `${1980 + (index % 30)}-06-01`,
    }),
  ),
  catalogMovie(100, { title: 'Alien', genre_ids: [878], release_date: '1979-05-25', vote_average: 8.5 }),
  catalogMovie(101, { title: 'Aliens', genre_ids: [878, 28], release_date: '1986-07-18', vote_average: 8.4 }),
  catalogMovie(102, { title: 'Quiet Drama', genre_ids: [18], release_date: '2001-01-01', vote_average: 6 }),
];

const PER_PAGE = 20;

function paged(movies: Movie[], page: number): MoviePage {
  const totalPages = Math.max(1, Math.ceil(movies.length / PER_PAGE));
  return { page, results: movies.slice((page - 1) * PER_PAGE, page * PER_PAGE), total_pages: totalPages, total_results: movies.length };
}

function discover(params: TmdbRequestBody['params']): Movie[] {
  return CATALOG.filter(
    (movie) =>
      (params.with_genres === undefined || movie.genre_ids.includes(Number(params.with_genres))) &&
      (params.year === undefined || movie.release_date.startsWith(String(params.year))) &&
      (params['vote_average.gte'] === undefined || movie.vote_average >= Number(params['vote_average.gte'])) &&
      (params['vote_average.lte'] === undefined || movie.vote_average <= Number(params['vote_average.lte'])),
  );
}

export function createFakeSearchTmdb({ fail = [], hold }: { fail?: string[]; hold?: Promise<void> } = {}) {
  return createFakeTmdb(
    async (body) => {
      if (hold && body.path === '/search/movie') await hold;
      if (fail.includes(body.path)) return { success: false, error: 'TMDb server error. Please try again later.' };
      const page = Number(body.params.page ?? 1);
      switch (body.path) {
        case '/search/movie': {
          const query = String(body.params.query).toLowerCase();
          return {
            success: true,
            data: paged(
              CATALOG.filter((movie) => movie.title.toLowerCase().includes(query)),
              page,
            ),
          };
        }
        case '/discover/movie':
          return { success: true, data: paged(discover(body.params), page) };
        default:
          return undefined;
      }
    },
    { genres: GENRES },
  );
}
