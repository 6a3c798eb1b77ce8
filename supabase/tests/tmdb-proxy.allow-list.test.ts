import { describe, expect, it } from 'vitest';
import { checkAllowList } from '../functions/tmdb-proxy/allow-list.ts';
import { MAX_GET_REQUEST_LENGTH, createTmdbProxy } from '../functions/tmdb-proxy/handler.ts';
import { PROXY_URL, callProxy } from './fake-tmdb/call-proxy.ts';

const accepted: [string, Record<string, string | number>?][] = [
  ['/movie/popular', { page: 2 }],
  ['/movie/top_rated', { page: '3', language: 'en-US' }],
  ['/trending/movie/week', { page: 1 }],
  ['/movie/now_playing', { page: 1, region: 'US' }],
  ['/movie/upcoming', { page: 1 }],
  ['/movie/550', { append_to_response: 'credits,videos,images,recommendations' }],
  ['/movie/550'],
  ['/movie/550/credits'],
  ['/search/movie', { query: 'alien', page: 1 }],
  ['/movie/550/recommendations', { page: 1 }],
  ['/movie/550/similar', { page: 2 }],
  ['/genre/movie/list', { language: 'en' }],
  ['/discover/movie', { page: 1, with_genres: '28', year: 2008, 'vote_average.gte': 6.5, 'vote_average.lte': 9, sort_by: 'title.asc' }],
  ['/configuration'],
  ['movie/popular'],
];

const rejectedPaths = [
  '/movie/abc',
  '/movie/0',
  '/movie/01',
  '/movie/12345678901',
  '/movie/550/videos',
  '/movie/550/reviews',
  '/person/287',
  '/tv/popular',
  '/movie/popular/',
  '/movie/popular?api_key=x',
  '/movie/popular/../../account',
  '/MOVIE/popular',
  '/trending/movie/day',
  '/search/tv',
  '',
];

const rejectedParams: [string, Record<string, unknown>][] = [
  ['/movie/popular', { api_key: 'x' }],
  ['/movie/popular', { query: 'x' }],
  ['/movie/popular', { page: 0 }],
  ['/movie/popular', { page: -1 }],
  ['/movie/popular', { page: 'abc' }],
  ['/movie/popular', { page: 1.5 }],
  ['/movie/popular', { page: { $gt: 1 } }],
  ['/movie/550', { append_to_response: 'credits,reviews' }],
  ['/movie/550', { append_to_response: '' }],
  ['/movie/550/credits', { page: 1 }],
  ['/search/movie', {}],
  ['/search/movie', { query: '   ' }],
  ['/search/movie', { query: 'x'.repeat(201) }],
  ['/discover/movie', { sort_by: 'revenue.desc' }],
  ['/discover/movie', { with_genres: 'action' }],
  ['/discover/movie', { 'vote_average.gte': 11 }],
  ['/discover/movie', { year: 'nineteen' }],
  ['/discover/movie', { language: 'english' }],
  ['/configuration', { page: 1 }],
];

describe('allow-list', () => {
  it.each(accepted)('accepts %s %j', (path, params) => {
    expect(checkAllowList({ path, params }).ok).toBe(true);
  });

  it.each(rejectedPaths)('rejects path %j', (path) => {
    expect(checkAllowList({ path, params: {} }).ok).toBe(false);
  });

  it.each(rejectedParams)('rejects %s with %j', (path, params) => {
    expect(checkAllowList({ path, params }).ok).toBe(false);
  });

  it('rejects bodies that are not {path, params} objects', () => {
    for (const body of [null, 'movie/popular', [], { params: {} }, { path: 42 }, { path: '/movie/popular', params: [] }]) {
      expect(checkAllowList(body).ok).toBe(false);
    }
  });

  it('normalizes the path, the id and the parameter values', () => {
    const result = checkAllowList({ path: 'movie/603/similar', params: { page: 3, language: undefined } });
    expect(result).toEqual({
      ok: true,
      request: { route: 'movie/similar', path: '/movie/603/similar', movieId: 603, params: { page: '3' } },
    });
  });

  it('caps page at 500 instead of refusing deep pages', () => {
    const result = checkAllowList({ path: '/movie/popular', params: { page: 9999 } });
    expect(result.ok && result.request.params.page).toBe('500');
  });

  it("accepts TMDb's primary_release_date sort name as the release_date sort", () => {
    const result = checkAllowList({ path: '/discover/movie', params: { sort_by: 'primary_release_date.asc' } });
    expect(result.ok && result.request.params.sort_by).toBe('release_date.asc');
  });

  it('trims the search query', () => {
    const result = checkAllowList({ path: '/search/movie', params: { query: '  alien  ' } });
    expect(result.ok && result.request.params.query).toBe('alien');
  });
});

describe('proxy HTTP surface', () => {
  const proxy = createTmdbProxy();
  const env = { SUPABASE_URL: 'http://127.0.0.1:54321' };

  it('answers a disallowed path with 400 {success:false, error} and CORS headers', async () => {
    const call = await callProxy(proxy, env, '/person/287');
    expect(call.status).toBe(400);
    expect(call.body).toEqual({ success: false, error: 'Path not allowed: /person/287' });
    expect(call.headers.get('access-control-allow-origin')).toBe('*');
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(call.headers.get('access-control-allow-headers')).toContain(header);
    }
  });

  it('answers a disallowed parameter with 400', async () => {
    const call = await callProxy(proxy, env, '/movie/popular', { api_key: 'stolen' });
    expect(call.status).toBe(400);
    expect(call.body.success).toBe(false);
  });

  it('answers the CORS preflight', async () => {
    const response = await proxy(new Request(PROXY_URL, { method: 'OPTIONS' }), env);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  it('refuses invalid JSON and other methods', async () => {
    const bad = await proxy(new Request(PROXY_URL, { method: 'POST', body: '{path:' }), env);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, error: 'Request body must be valid JSON.' });
    const put = await proxy(new Request(PROXY_URL, { method: 'PUT', body: '{}' }), env);
    expect(put.status).toBe(405);
    expect(put.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('proxy reads as plain GETs', () => {
  const proxy = createTmdbProxy();
  const env = { SUPABASE_URL: 'http://127.0.0.1:54321' };
  const get = (request: unknown) =>
    proxy(new Request(`${PROXY_URL}?request=${encodeURIComponent(typeof request === 'string' ? request : JSON.stringify(request))}`), env);

  it('answers ?request={path, params} exactly as the POST of the same request', async () => {
    const request = { path: '/movie/popular', params: { page: 2 } };
    const viaGet = await get(request);
    const viaPost = await callProxy(proxy, env, request.path, request.params);
    expect(viaGet.status).toBe(200);
    expect(await viaGet.json()).toEqual(viaPost.body);
  });

  it('lets a success be cached as long as the proxy keeps it, and nothing else', async () => {
    expect((await get({ path: '/movie/popular', params: {} })).headers.get('cache-control')).toBe('public, max-age=300');
    expect((await get({ path: '/configuration', params: {} })).headers.get('cache-control')).toBe('public, max-age=86400');
    const refused = await get({ path: '/person/287', params: {} });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get({ path: '/marquee/clock' })).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the allow-list, and refuses a missing, malformed or oversized request', async () => {
    expect(await (await get({ path: '/movie/popular', params: { api_key: 'stolen' } })).json()).toMatchObject({ success: false });
    const missing = await proxy(new Request(PROXY_URL), env);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatch(/\?request=/);
    const malformed = await get('{path:');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, error: 'Parameter "request" must be valid JSON.' });
    const oversized = await get({ path: '/search/movie', params: { query: 'x'.repeat(MAX_GET_REQUEST_LENGTH) } });
    expect(oversized.status).toBe(414);
  });
});
