/**
 * Live mode against a fake TMDb that answers as TMDb's v3 reference documents: every call the
 * app makes must be one TMDb accepts (path, parameters, credential), and every documented error
 * must reach the user as the app's message.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTmdbProxy } from '../functions/tmdb-proxy/handler.ts';
import { callProxy } from './fake-tmdb/call-proxy.ts';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb/server.ts';
import { TMDB_ERRORS, type TmdbErrorName } from './fake-tmdb/tmdb-documented.ts';
import { ACCESS_TOKEN, API_KEY, liveCaller } from './tmdb-proxy.live-setup.ts';

let tmdb: FakeTmdb;
const call = liveCaller(() => tmdb);
const callWithToken = liveCaller(() => tmdb, { TMDB_API_KEY: undefined, TMDB_ACCESS_TOKEN: ACCESS_TOKEN });

beforeAll(async () => {
  tmdb = await startFakeTmdb({ apiKey: API_KEY, accessToken: ACCESS_TOKEN });
});
afterAll(() => tmdb.close());
afterEach(() => {
  tmdb.behave({ kind: 'ok' });
  tmdb.requests.length = 0;
});

/** Every call the front end makes through the proxy, with the parameters it sends. */
const APP_CALLS: [string, Record<string, string | number>?][] = [
  ['/movie/popular', { page: 1 }],
  ['/movie/top_rated', { page: 2 }],
  ['/movie/now_playing', { page: 1, region: 'US' }],
  ['/movie/upcoming', { page: 1 }],
  ['/trending/movie/week', { page: 1 }],
  ['/movie/550', { append_to_response: 'credits,videos,images,recommendations' }],
  ['/movie/550/credits'],
  ['/movie/550/recommendations', { page: 1 }],
  ['/movie/550/similar', { page: 1 }],
  ['/search/movie', { query: 'shawshank redemption', year: 1994, page: 1 }],
  ['/genre/movie/list', { language: 'en' }],
  ['/discover/movie', { page: 1, with_genres: '18|80', year: 1994, 'vote_average.gte': 7, sort_by: 'vote_average.desc' }],
  ['/discover/movie', { sort_by: 'release_date.desc' }],
  ['/discover/movie', { sort_by: 'release_date.asc' }],
  ['/discover/movie', { sort_by: 'title.asc' }],
  ['/configuration'],
];

describe('the fake TMDb answers as documented', () => {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${tmdb.baseUrl}${path}`, { headers });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('401 with code 7 without a valid credential', async () => {
    expect(await get('/movie/popular')).toEqual({ status: 401, body: TMDB_ERRORS.invalidApiKey[1] });
    expect(await get('/movie/popular?api_key=nope')).toEqual({ status: 401, body: TMDB_ERRORS.invalidApiKey[1] });
    expect(await get('/movie/popular', { authorization: 'Bearer nope' })).toMatchObject({ status: 401 });
    expect((await get(`/movie/popular?api_key=${API_KEY}`)).status).toBe(200);
    expect((await get('/movie/popular', { authorization: `Bearer ${ACCESS_TOKEN}` })).status).toBe(200);
  });

  it('404 with code 34 for an unknown path or movie', async () => {
    expect(await get(`/movie/1?api_key=${API_KEY}`)).toEqual({ status: 404, body: TMDB_ERRORS.notFound[1] });
    expect(await get(`/person/287/secrets?api_key=${API_KEY}`)).toEqual({ status: 404, body: TMDB_ERRORS.notFound[1] });
  });

  it('400 with code 22 for a page outside 1–500', async () => {
    expect(await get(`/movie/popular?page=501&api_key=${API_KEY}`)).toEqual({ status: 400, body: TMDB_ERRORS.invalidPage[1] });
  });

  it('422 with code 5 for a sort or a parameter the reference does not list', async () => {
    const invalid = { status: 422, body: TMDB_ERRORS.invalidParameters[1] };
    expect(await get(`/discover/movie?sort_by=release_date.desc&api_key=${API_KEY}`)).toEqual(invalid);
    expect(await get(`/movie/550/credits?page=1&api_key=${API_KEY}`)).toEqual(invalid);
    expect((await get(`/discover/movie?sort_by=primary_release_date.desc&api_key=${API_KEY}`)).status).toBe(200);
  });

  it('every error body has the documented shape {success: false, status_code, status_message}', () => {
    for (const [status, body] of Object.values(TMDB_ERRORS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(Object.keys(body).sort()).toEqual(['status_code', 'status_message', 'success']);
      expect(body.success).toBe(false);
    }
  });
});

describe('every call the app makes is one TMDb accepts', () => {
  it.each(APP_CALLS)('%s %j with the v3 key', async (path, params) => {
    const result = await call(createTmdbProxy(), path, params);
    expect(result.body).toMatchObject({ success: true });
    const [request] = tmdb.requests;
    expect(request?.url.searchParams.get('api_key')).toBe(API_KEY);
    expect(request?.headers.authorization).toBeUndefined();
  });

  it.each(APP_CALLS)('%s %j with the v4 access token', async (path, params) => {
    const result = await callWithToken(createTmdbProxy(), path, params);
    expect(result.body).toMatchObject({ success: true });
    const [request] = tmdb.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request?.url.searchParams.has('api_key')).toBe(false);
  });

  it('asks for JSON', async () => {
    await call(createTmdbProxy(), '/movie/popular');
    expect(tmdb.requests[0]?.headers.accept).toBe('application/json');
  });
});

describe('release-date sort', () => {
  it.each([
    ['release_date.desc', 'primary_release_date.desc'],
    ['release_date.asc', 'primary_release_date.asc'],
    ['primary_release_date.desc', 'primary_release_date.desc'],
    ['primary_release_date.asc', 'primary_release_date.asc'],
  ])('sends %s to /discover/movie as %s', async (appValue, tmdbValue) => {
    const result = await call(createTmdbProxy(), '/discover/movie', { sort_by: appValue, page: 1 });
    expect(result.body.success).toBe(true);
    expect(tmdb.requests[0]?.url.searchParams.get('sort_by')).toBe(tmdbValue);
  });

  it('leaves the other sorts as they are', async () => {
    const proxy = createTmdbProxy();
    for (const sort of ['popularity.desc', 'popularity.asc', 'vote_average.desc', 'vote_average.asc', 'title.asc', 'title.desc']) {
      expect((await call(proxy, '/discover/movie', { sort_by: sort })).body.success).toBe(true);
    }
    expect(tmdb.requests.map((request) => request.url.searchParams.get('sort_by'))).toEqual([
      'popularity.desc',
      'popularity.asc',
      'vote_average.desc',
      'vote_average.asc',
      'title.asc',
      'title.desc',
    ]);
  });

  it('still sorts the offline catalog by release date under either name', async () => {
    const proxy = createTmdbProxy();
    const env = { SUPABASE_URL: 'http://127.0.0.1:54321' };
    const dates = async (sort_by: string) => {
      const result = await callProxy<{ results: { release_date: string }[] }>(proxy, env, '/discover/movie', { sort_by });
      if (!result.body.success) throw new Error(result.body.error);
      return result.body.data.results.map((movie) => movie.release_date);
    };
    const newest = await dates('release_date.desc');
    expect(newest).toEqual([...newest].sort().reverse());
    expect(await dates('primary_release_date.desc')).toEqual(newest);
    const oldest = await dates('release_date.asc');
    expect(oldest).toEqual([...oldest].sort());
  });
});

const INVALID_KEY = 'Invalid API key. Please check your TMDb API key.';

/** What the user reads, and the proxy's status, for each documented TMDb error. */
const EXPECTED: Record<TmdbErrorName, [number, string]> = {
  invalidService: [502, TMDB_ERRORS.invalidService[1].status_message],
  authenticationFailed: [502, INVALID_KEY],
  invalidFormat: [502, TMDB_ERRORS.invalidFormat[1].status_message],
  invalidParameters: [502, TMDB_ERRORS.invalidParameters[1].status_message],
  invalidId: [404, 'Resource not found.'],
  invalidApiKey: [502, INVALID_KEY],
  serviceOffline: [502, TMDB_ERRORS.serviceOffline[1].status_message],
  suspendedApiKey: [502, INVALID_KEY],
  internalError: [502, 'TMDb server error. Please try again later.'],
  invalidAcceptHeader: [502, TMDB_ERRORS.invalidAcceptHeader[1].status_message],
  invalidPage: [502, TMDB_ERRORS.invalidPage[1].status_message],
  backendTimeout: [502, TMDB_ERRORS.backendTimeout[1].status_message],
  rateLimited: [429, 'Too many requests. Please try again later.'],
  notFound: [404, 'Resource not found.'],
  backendUnreachable: [502, TMDB_ERRORS.backendUnreachable[1].status_message],
  maintenance: [502, TMDB_ERRORS.maintenance[1].status_message],
};

describe('documented TMDb errors', () => {
  it.each(Object.keys(EXPECTED) as TmdbErrorName[])('%s reaches the user as the app says it', async (name) => {
    tmdb.behave({ kind: 'error', error: name });
    const result = await call(createTmdbProxy(), '/movie/550');
    const [status, message] = EXPECTED[name];
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ success: false, error: message });
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("passes TMDb's Retry-After on its 429, and names one budget window when TMDb gives none", async () => {
    tmdb.behave({ kind: 'error', error: 'rateLimited', headers: { 'Retry-After': '3' } });
    expect((await call(createTmdbProxy(), '/movie/550')).headers.get('retry-after')).toBe('3');
    tmdb.behave({ kind: 'error', error: 'rateLimited' });
    expect((await call(createTmdbProxy(), '/movie/550')).headers.get('retry-after')).toBe('10');
  });

  it('does not cache an error: the next call asks TMDb again', async () => {
    const proxy = createTmdbProxy();
    tmdb.behave({ kind: 'error', error: 'serviceOffline' });
    expect((await call(proxy, '/movie/278')).body.success).toBe(false);
    tmdb.behave({ kind: 'ok' });
    expect((await call(proxy, '/movie/278')).body).toMatchObject({ success: true, data: { title: 'The Shawshank Redemption' } });
  });
});

describe('deep pages', () => {
  it('are capped at 500 so TMDb never sees a page it refuses', async () => {
    const result = await call(createTmdbProxy(), '/movie/popular', { page: 9999 });
    expect(result.body.success).toBe(true);
    expect(tmdb.requests[0]?.url.searchParams.get('page')).toBe('500');
  });
});
