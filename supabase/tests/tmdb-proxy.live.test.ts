import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTmdbProxy, type Env } from '../functions/tmdb-proxy/handler.ts';
import { callProxy, type ProxyCall } from './fake-tmdb/call-proxy.ts';
import { closedPortUrl, startFakeTmdb, type FakeTmdb } from './fake-tmdb/server.ts';

const API_KEY = 'fake-v3-key-0123456789abcdef';
const ACCESS_TOKEN = 'fake-bearer-token-eyJhbGciOiJIUzI1NiJ9';

let tmdb: FakeTmdb;
const seen: string[] = [];
const logged: string[] = [];

beforeAll(async () => {
  tmdb = await startFakeTmdb({ apiKey: API_KEY, accessToken: ACCESS_TOKEN });
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
});

afterAll(async () => {
  await tmdb.close();
  vi.restoreAllMocks();
  // Nothing the proxy answered or logged during this file may carry a credential.
  const everything = [...seen, ...logged].join('\n');
  expect(everything).not.toContain(API_KEY);
  expect(everything).not.toContain(ACCESS_TOKEN);
});

afterEach(() => {
  tmdb.behave({ kind: 'ok' });
  tmdb.requests.length = 0;
});

function env(extra: Env = {}): Env {
  return { SUPABASE_URL: 'http://127.0.0.1:54321', TMDB_API_KEY: API_KEY, TMDB_BASE_URL: tmdb.baseUrl, ...extra };
}

async function call(
  proxy: ReturnType<typeof createTmdbProxy>,
  environment: Env,
  path: string,
  params?: Record<string, string | number>,
  headers?: Record<string, string>,
): Promise<ProxyCall<Record<string, unknown>>> {
  const result = await callProxy(proxy, environment, path, params, headers);
  seen.push(result.text, JSON.stringify([...result.headers.entries()]));
  return result;
}

describe('live mode', () => {
  it('forwards an allowed call to TMDb with the v3 key as api_key and answers {success, data}', async () => {
    const proxy = createTmdbProxy();
    const result = await call(proxy, env(), '/movie/popular', { page: 2 });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      success: true,
      data: expect.objectContaining({ page: 2, total_pages: 10, total_results: 200 }),
    });
    const [request] = tmdb.requests;
    expect(request?.url.pathname).toBe('/3/movie/popular');
    expect(request?.url.searchParams.get('page')).toBe('2');
    expect(request?.url.searchParams.get('api_key')).toBe(API_KEY);
    expect(result.text).not.toContain(API_KEY);
  });

  it('sends an access token as a Bearer header and no api_key', async () => {
    const proxy = createTmdbProxy();
    const result = await call(proxy, { ...env({ TMDB_ACCESS_TOKEN: ACCESS_TOKEN }), TMDB_API_KEY: undefined }, '/genre/movie/list');
    expect(result.body.success).toBe(true);
    const [request] = tmdb.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(request?.url.searchParams.has('api_key')).toBe(false);
  });

  it('refuses a wrong v3 key the way TMDb does (401, code 7) and says the key is invalid', async () => {
    const result = await call(createTmdbProxy(), env({ TMDB_API_KEY: 'wrong-key' }), '/movie/popular');
    expect(result.body).toEqual({ success: false, error: 'Invalid API key. Please check your TMDb API key.' });
    expect(result.status).toBe(502);
  });

  it('refuses a wrong access token the same way', async () => {
    const result = await call(createTmdbProxy(), env({ TMDB_ACCESS_TOKEN: 'wrong-token' }), '/movie/popular');
    expect(result.body).toEqual({ success: false, error: 'Invalid API key. Please check your TMDb API key.' });
  });

  it("answers a movie TMDb does not have with TMDb's 404 (code 34) as Resource not found", async () => {
    const result = await call(createTmdbProxy(), env(), '/movie/999999');
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ success: false, error: 'Resource not found.' });
  });

  it("passes another status's status_message through", async () => {
    tmdb.behave({ kind: 'status', status: 418, body: { success: false, status_code: 99, status_message: 'Teapot.' } });
    const result = await call(createTmdbProxy(), env(), '/movie/550');
    expect(result.body).toEqual({ success: false, error: 'Teapot.' });
    expect(result.status).toBe(502);
  });

  it('falls back to the generic message when another status has no status_message', async () => {
    tmdb.behave({ kind: 'status', status: 418, body: { teapot: true } });
    const result = await call(createTmdbProxy(), env(), '/movie/550');
    expect(result.body).toEqual({ success: false, error: 'An error occurred while fetching data.' });
  });

  it('times out a slow TMDb after TMDB_TIMEOUT_MS', async () => {
    tmdb.behave({ kind: 'slow', delayMs: 2_000 });
    const started = performance.now();
    const result = await call(createTmdbProxy(), env({ TMDB_TIMEOUT_MS: '150' }), '/movie/popular');
    const elapsed = performance.now() - started;
    expect(result.body).toEqual({ success: false, error: 'Request timeout. Please check your internet connection.' });
    expect(result.status).toBe(504);
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('times out a TMDb that stalls in the middle of the body', async () => {
    tmdb.behave({ kind: 'stall-body', delayMs: 2_000 });
    const result = await call(createTmdbProxy(), env({ TMDB_TIMEOUT_MS: '150' }), '/movie/popular');
    expect(result.body).toEqual({ success: false, error: 'Request timeout. Please check your internet connection.' });
  });

  it('reports malformed JSON as an unexpected error', async () => {
    tmdb.behave({ kind: 'malformed' });
    const result = await call(createTmdbProxy(), env(), '/movie/popular');
    expect(result.body).toEqual({ success: false, error: 'An unexpected error occurred.' });
  });

  it('reports a refused connection as a network error', async () => {
    const result = await call(createTmdbProxy(), env({ TMDB_BASE_URL: await closedPortUrl() }), '/movie/popular');
    expect(result.body).toEqual({ success: false, error: 'Network error. Please check your internet connection.' });
    expect(result.status).toBe(502);
  });

  it('reports an unusable TMDB_BASE_URL as a configuration error', async () => {
    const result = await call(createTmdbProxy(), env({ TMDB_BASE_URL: 'not a url' }), '/movie/popular');
    expect(result.body).toEqual({ success: false, error: 'Request configuration error' });
  });

  it('refuses the 41st upstream request within 10 s, and allows it once the window has passed', async () => {
    let clock = 1_000_000;
    const proxy = createTmdbProxy({ now: () => clock });
    for (let page = 1; page <= 40; page++) {
      // Four clients of ten requests each: no client reaches its own limit, the shared one is spent.
      const client = { 'x-forwarded-for': `203.0.113.${page % 4}` };
      const result = await call(proxy, env(), '/movie/popular', { page }, client);
      expect(result.body.success).toBe(true);
      clock += 100; // 40 requests spread over 4 s
    }
    const refused = await call(proxy, env(), '/movie/popular', { page: 41 }, { 'x-forwarded-for': '198.51.100.7' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: 'Rate limit exceeded. Please wait 6 seconds.' });
    expect(refused.headers.get('retry-after')).toBe('6');
    expect(tmdb.requests).toHaveLength(40);

    // Cached answers are not upstream requests: they stay available while limited.
    expect((await call(proxy, env(), '/movie/popular', { page: 1 })).body.success).toBe(true);

    clock += 6_000;
    expect((await call(proxy, env(), '/movie/popular', { page: 41 }, { 'x-forwarded-for': '198.51.100.7' })).body.success).toBe(true);
    expect(tmdb.requests).toHaveLength(41);
  });

  it('serves a second identical call from the cache, and refetches after the TTL', async () => {
    let clock = 0;
    const proxy = createTmdbProxy({ now: () => clock });
    await call(proxy, env(), '/movie/top_rated', { page: 1 });
    const second = await call(proxy, env(), '/movie/top_rated', { page: 1 });
    expect(second.body.success).toBe(true);
    expect(tmdb.requests).toHaveLength(1);

    await call(proxy, env(), '/movie/top_rated', { page: 2 });
    expect(tmdb.requests).toHaveLength(2);

    clock += 5 * 60_000 + 1; // lists are fresh for 5 minutes
    await call(proxy, env(), '/movie/top_rated', { page: 1 });
    expect(tmdb.requests).toHaveLength(3);
  });

  it('keeps details 10 minutes and genres 24 hours', async () => {
    let clock = 0;
    const proxy = createTmdbProxy({ now: () => clock });
    await call(proxy, env(), '/movie/550');
    await call(proxy, env(), '/genre/movie/list');
    clock += 9 * 60_000;
    await call(proxy, env(), '/movie/550');
    expect(tmdb.requests).toHaveLength(2);
    clock += 2 * 60_000;
    await call(proxy, env(), '/movie/550');
    expect(tmdb.requests).toHaveLength(3);
    clock += 23 * 60 * 60_000;
    await call(proxy, env(), '/genre/movie/list');
    expect(tmdb.requests).toHaveLength(3);
  });

  it('does not cache failures', async () => {
    const proxy = createTmdbProxy();
    tmdb.behave({ kind: 'status', status: 500 });
    await call(proxy, env(), '/movie/550');
    tmdb.behave({ kind: 'ok' });
    const retry = await call(proxy, env(), '/movie/550');
    expect(retry.body.success).toBe(true);
    expect(tmdb.requests).toHaveLength(2);
  });

  it('shares one upstream request between identical concurrent calls', async () => {
    tmdb.behave({ kind: 'slow', delayMs: 100 });
    const proxy = createTmdbProxy();
    const results = await Promise.all(Array.from({ length: 5 }, () => call(proxy, env(), '/trending/movie/week')));
    expect(results.every((result) => result.body.success)).toBe(true);
    expect(tmdb.requests).toHaveLength(1);
  });

  it('still rejects disallowed paths without calling TMDb', async () => {
    const result = await call(createTmdbProxy(), env(), '/account');
    expect(result.status).toBe(400);
    expect(tmdb.requests).toHaveLength(0);
  });
});
