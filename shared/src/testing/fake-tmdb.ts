import { createTmdbClient, type Genre, type Movie, type MoviePage, type TmdbRequestBody } from '@marquee/shared/tmdb';

/** The image base the fake `/configuration` answers with; poster URLs in tests start with it. */
export const IMAGE_BASE = 'http://images.test/';

/** What the `tmdb-proxy` function answers: the TMDb body, or the error text the hooks show. */
export type TmdbAnswer = { success: true; data: unknown } | { success: false; error: string };

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

/** Page `page` of `totalPages`, each of `perPage` generated movies with ids unique across pages. */
export function makePage(page: number, totalPages: number, perPage = 20, extra: Partial<MoviePage> = {}): MoviePage {
  const results = Array.from({ length: perPage }, (_, index) => makeMovie(page * 1000 + index + 1));
  return { page, results, total_pages: totalPages, total_results: totalPages * perPage, ...extra };
}

export interface FakeTmdbOptions {
  /** What `/genre/movie/list` answers; Action alone unless given. */
  genres?: Genre[];
}

/**
 * A TMDb client over a fake `functions.invoke`, answering like the proxy and recording every
 * `{path, params}` asked for. `/configuration` and the genre list always answer (cards need
 * them whatever a test is about); every other path goes to `answer`, which may be async (to
 * hold a request back) and answers "Resource not found." when it returns nothing.
 */
export function createFakeTmdb(
  answer: (body: TmdbRequestBody) => TmdbAnswer | undefined | Promise<TmdbAnswer | undefined>,
  { genres = [{ id: 28, name: 'Action' }] }: FakeTmdbOptions = {},
) {
  const requests: TmdbRequestBody[] = [];
  const client = createTmdbClient({
    functions: {
      invoke: async (_name, { body }) => {
        requests.push(body);
        if (body.path === '/configuration') {
          return { data: { success: true, data: { images: { secure_base_url: IMAGE_BASE, base_url: IMAGE_BASE } } }, error: null };
        }
        if (body.path === '/genre/movie/list') {
          return { data: { success: true, data: { genres } }, error: null };
        }
        return { data: (await answer(body)) ?? { success: false, error: 'Resource not found.' }, error: null };
      },
    },
  });
  const calls = (path: string) => requests.filter((request) => request.path === path);
  return { client, requests, calls };
}
