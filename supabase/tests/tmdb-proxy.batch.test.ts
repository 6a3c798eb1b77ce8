/**
 * A batched GET (`?requests=[…]`): a page's first data in one round trip. Each answer must be
 * exactly what its own GET gives (status, body, how long it may be kept), and each counts against
 * the rate limits as its own request would.
 */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_RATE_LIMIT,
  MAX_BATCH,
  MAX_GET_REQUEST_LENGTH,
  createTmdbProxy,
  type ProxyHandler,
} from '../functions/tmdb-proxy/handler.ts';
import { PROXY_URL } from './fake-tmdb/call-proxy.ts';
import { fromClient, liveEnv, useFakeTmdb } from './tmdb-proxy.live-setup.ts';

const OFFLINE = { SUPABASE_URL: 'http://127.0.0.1:54321' };

async function get(proxy: ProxyHandler, query: string, env: Record<string, string> = OFFLINE, headers: Record<string, string> = {}) {
  const response = await proxy(new Request(`${PROXY_URL}?${query}`, { headers }), env);
  return { status: response.status, cacheControl: response.headers.get('Cache-Control'), body: (await response.json()) as unknown };
}
const single = (request: unknown) => `request=${encodeURIComponent(JSON.stringify(request))}`;
const batch = (requests: unknown) => `requests=${encodeURIComponent(JSON.stringify(requests))}`;

describe('a batched GET', () => {
  it('answers each request, in order, exactly as its own GET does, and may be kept as long as its shortest-lived answer', async () => {
    const proxy = createTmdbProxy();
    const requests = [{ path: '/movie/popular', params: { page: 1 } }, { path: '/configuration' }, { path: '/genre/movie/list' }];
    const batched = await get(proxy, batch(requests));
    expect(batched.status).toBe(200);
    const own = await Promise.all(requests.map((request) => get(proxy, single(request))));
    expect(batched.body).toEqual({ success: true, data: own.map(({ status, body }) => ({ status, body })) });
    const maxAges = own.map(({ cacheControl }) => Number(/max-age=(\d+)/.exec(cacheControl ?? '')?.[1]));
    expect(batched.cacheControl).toBe(`public, max-age=${Math.min(...maxAges)}`);
  });

  it("keeps a refused request's own status and message, and then may not be kept", async () => {
    const proxy = createTmdbProxy();
    const batched = await get(proxy, batch([{ path: '/configuration' }, { path: '/person/287' }]));
    expect(batched.status).toBe(200);
    expect(batched.body).toMatchObject({
      success: true,
      data: [
        { status: 200, body: { success: true } },
        { status: 400, body: { success: false, error: 'Path not allowed: /person/287' } },
      ],
    });
    expect(batched.cacheControl).toBe('no-store');
  });

  it(`refuses what is not a list of 1 to ${MAX_BATCH} requests, and a query past the length limit`, async () => {
    const proxy = createTmdbProxy();
    for (const bad of [[], {}, Array.from({ length: MAX_BATCH + 1 }, () => ({ path: '/configuration' }))]) {
      expect(await get(proxy, batch(bad))).toMatchObject({ status: 400, cacheControl: 'no-store', body: { success: false } });
    }
    expect(await get(proxy, 'requests=%5B')).toMatchObject({ status: 400, body: { error: 'Parameter "requests" must be valid JSON.' } });
    const long = [{ path: '/search/movie', params: { query: 'x'.repeat(MAX_GET_REQUEST_LENGTH) } }];
    expect(await get(proxy, batch(long))).toMatchObject({ status: 414 });
  });
});

describe('a batched GET against TMDb', () => {
  const fakeTmdb = useFakeTmdb();

  it("counts each of its requests against the client's share of the rate limit", async () => {
    const proxy = createTmdbProxy();
    const env = liveEnv(fakeTmdb()) as Record<string, string>;
    const client = fromClient('203.0.113.9');
    const pages = (from: number) => Array.from({ length: MAX_BATCH }, (_, i) => ({ path: '/movie/popular', params: { page: from + i } }));
    let answered = 0;
    for (let from = 1; answered < CLIENT_RATE_LIMIT.requests; from += MAX_BATCH) {
      const { body } = await get(proxy, batch(pages(from)), env, client);
      answered += (body as { data: { status: number }[] }).data.filter(({ status }) => status === 200).length;
    }
    expect(answered).toBe(CLIENT_RATE_LIMIT.requests);
    const over = await get(proxy, batch(pages(900)), env, client);
    expect((over.body as { data: { status: number; retryAfter?: number }[] }).data[0]).toMatchObject({
      status: 429,
      retryAfter: expect.any(Number),
    });
    expect(fakeTmdb().requests).toHaveLength(CLIENT_RATE_LIMIT.requests);
  });
});
