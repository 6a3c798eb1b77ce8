/**
 * Test-only: a TMDb client over a fake `functions.invoke` that answers like the proxy, with a
 * small catalog for `/search/movie` (title contains the query) and `/discover/movie`, and a log
 * of every `{path, params}` asked for. `fail` makes the given paths answer with an error;
 * `hold` keeps searches unanswered until it resolves.
 */
import { createTmdbClient, type Movie, type MoviePage, type TmdbRequestBody } from '@marquee/shared/tmdb';

export const IMAGE_BASE = 'http://images.test/';
export const GENRES = [
  { id: 28, name: 'Action' },
  { id: 18, name: 'Drama' },
  { id: 878, name: 'Science Fiction' },
];

export function makeMovie(id: number, overrides: Partial<Movie> = {}): Movie {
  return {
    id,
    title: `Movie ${id}`,
    overview: `Overview of movie ${id}.`,
    poster_path: `/poster-${id}.svg`,
    backdrop_path: null,
    release_date: '2010-05-01',
    vote_average: 7,
    vote_count: 100,
    genre_ids: [28],
    ...overrides,
  };
}

/** 45 "Star" films (3 pages of 20) and a few others. */
export const CATALOG: Movie[] = [
  ...Array.from({ length: 45 }, (_, index) =>
    makeMovie(index + 1, {
      title: `Star Voyage ${index + 1}`,
      genre_ids: index % 3 === 0 ? [878] : [28],
      vote_average: 5 + (index % 10) / 2,
      release_date: `${1980 + (index % 30)}-06-01`,
    }),
  ),
  makeMovie(100, { title: 'Alien', genre_ids: [878], release_date: '1979-05-25', vote_average: 8.5 }),
  makeMovie(101, { title: 'Aliens', genre_ids: [878, 28], release_date: '1986-07-18', vote_average: 8.4 }),
  makeMovie(102, { title: 'Quiet Drama', genre_ids: [18], release_date: '2001-01-01', vote_average: 6 }),
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

export function createFakeTmdb({ fail = [], hold }: { fail?: string[]; hold?: Promise<void> } = {}) {
  const requests: TmdbRequestBody[] = [];
  const answer = (body: TmdbRequestBody): unknown => {
    if (fail.includes(body.path)) return { success: false, error: 'TMDb server error. Please try again later.' };
    const page = Number(body.params.page ?? 1);
    switch (body.path) {
      case '/configuration':
        return { success: true, data: { images: { secure_base_url: IMAGE_BASE, base_url: IMAGE_BASE } } };
      case '/genre/movie/list':
        return { success: true, data: { genres: GENRES } };
      case '/search/movie': {
        const query = String(body.params.query).toLowerCase();
        return { success: true, data: paged(CATALOG.filter((movie) => movie.title.toLowerCase().includes(query)), page) };
      }
      case '/discover/movie':
        return { success: true, data: paged(discover(body.params), page) };
      default:
        return { success: false, error: 'Resource not found.' };
    }
  };
  const client = createTmdbClient({
    functions: {
      invoke: async (_name, { body }) => {
        requests.push(body);
        if (hold && body.path === '/search/movie') await hold;
        return { data: answer(body), error: null };
      },
    },
  });
  const calls = (path: string) => requests.filter((request) => request.path === path);
  return { client, requests, calls };
}
