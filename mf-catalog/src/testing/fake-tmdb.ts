/**
 * Test-only: a TMDb client over a fake `functions.invoke`, answering like the proxy from
 * generated pages, and recording every `{path, params}` it was asked for.
 */
import { createTmdbClient, type Movie, type MoviePage, type TmdbRequestBody } from '@marquee/shared/tmdb';

export const IMAGE_BASE = 'http://images.test/';

export function makeMovie(id: number, overrides: Partial<Movie> = {}): Movie {
  return {
    id,
    title: `Movie ${id}`,
    overview: `Overview of movie ${id}.`,
    poster_path: `/poster-${id}.svg`,
    backdrop_path: `/backdrop-${id}.svg`,
    release_date: '2010-05-01',
    vote_average: 7,
    vote_count: 1000,
    genre_ids: [28],
    ...overrides,
  };
}

export function makePage(page: number, totalPages: number, perPage = 20, extra: Partial<MoviePage> = {}): MoviePage {
  const results = Array.from({ length: perPage }, (_, index) => makeMovie(page * 1000 + index + 1));
  return { page, results, total_pages: totalPages, total_results: totalPages * perPage, ...extra };
}

type Answer = { success: true; data: unknown } | { success: false; error: string };

export function createFakeTmdb(answer: (body: TmdbRequestBody) => Answer | undefined) {
  const requests: TmdbRequestBody[] = [];
  const client = createTmdbClient({
    functions: {
      invoke: async (_name, { body }) => {
        requests.push(body);
        if (body.path === '/configuration') {
          return { data: { success: true, data: { images: { secure_base_url: IMAGE_BASE, base_url: IMAGE_BASE } } }, error: null };
        }
        if (body.path === '/genre/movie/list') {
          return { data: { success: true, data: { genres: [{ id: 28, name: 'Action' }] } }, error: null };
        }
        return { data: answer(body) ?? { success: false, error: 'Resource not found.' }, error: null };
      },
    },
  });
  return { client, requests };
}
