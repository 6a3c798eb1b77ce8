import { describe, expect, it, vi } from 'vitest';
import { clientKeyOf } from '../functions/tmdb-proxy/client-identity.ts';
import { CLIENT_RATE_LIMIT, RATE_LIMIT, createTmdbProxy } from '../functions/tmdb-proxy/handler.ts';
import { PerClientLimiter, SlidingWindowLimiter } from '../functions/tmdb-proxy/rate-limiter.ts';
import { callProxy } from './fake-tmdb/call-proxy.ts';
import { fromClient, liveCaller, useFakeTmdb } from './tmdb-proxy.live-setup.ts';

const fakeTmdb = useFakeTmdb();
const call = liveCaller(fakeTmdb);

describe('limits', () => {
  it('give each client half the shared TMDb budget of 40 requests per 10 s', () => {
    expect(RATE_LIMIT).toEqual({ requests: 40, windowMs: 10_000 });
    expect(CLIENT_RATE_LIMIT).toEqual({ requests: 20, windowMs: 10_000 });
  });
});

describe('per-client limit', () => {
  it("refuses one client's 21st request in 10 s with the rate-limit message and Retry-After, and serves others", async () => {
    let clock = 5_000_000;
    const proxy = createTmdbProxy({ now: () => clock });
    for (let page = 1; page <= 20; page++) {
      expect((await call(proxy, '/search/movie', { query: `q${page}` }, fromClient('203.0.113.9'))).body.success).toBe(true);
      clock += 200; // 20 searches over 4 s
    }
    const refused = await call(proxy, '/search/movie', { query: 'q21' }, fromClient('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: 'Rate limit exceeded. Please wait 6 seconds.' });
    expect(refused.headers.get('retry-after')).toBe('6');
    // Cross-origin pages may read it: the app waits that long before asking again.
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(fakeTmdb().requests).toHaveLength(20);

    // Everyone else still has the other half of the shared budget.
    for (let i = 0; i < 20; i++) {
      const other = await call(proxy, '/search/movie', { query: `other${i}` }, fromClient(`198.51.100.${i}`));
      expect(other.body.success).toBe(true);
    }

    clock += 6_000;
    expect((await call(proxy, '/search/movie', { query: 'q21' }, fromClient('203.0.113.9'))).body.success).toBe(true);
  });

  it("does not spend the shared budget on a client's refused requests", async () => {
    const clock = 7_000_000;
    const proxy = createTmdbProxy({ now: () => clock });
    for (let i = 0; i < 35; i++) await call(proxy, '/search/movie', { query: `burst${i}` }, fromClient('203.0.113.50'));
    expect(fakeTmdb().requests).toHaveLength(20);
    // 15 refused requests cost nothing: 20 more from other clients still fit in the 40.
    for (let i = 0; i < 20; i++) {
      expect((await call(proxy, '/search/movie', { query: `x${i}` }, fromClient(`192.0.2.${i % 2}`))).body.success).toBe(true);
    }
  });

  it('counts only requests that reach TMDb: cached and shared answers stay available', async () => {
    const proxy = createTmdbProxy({ now: () => 9_000_000 });
    for (let i = 0; i < 20; i++) await call(proxy, '/movie/popular', { page: i + 1 }, fromClient('203.0.113.77'));
    expect((await call(proxy, '/movie/popular', { page: 21 }, fromClient('203.0.113.77'))).status).toBe(429);
    expect((await call(proxy, '/movie/popular', { page: 1 }, fromClient('203.0.113.77'))).body.success).toBe(true);
  });

  it('is not applied to the offline catalog, which spends no TMDb budget', async () => {
    const proxy = createTmdbProxy();
    const env = { SUPABASE_URL: 'http://127.0.0.1:54321' };
    for (let page = 1; page <= 45; page++) {
      expect((await callProxy(proxy, env, '/movie/popular', { page }, fromClient('203.0.113.1'))).status).toBe(200);
    }
  });
});

describe('shared budget', () => {
  it('refuses every client once 40 requests reached TMDb in 10 s, with Retry-After, until the window passes', async () => {
    let clock = 11_000_000;
    const proxy = createTmdbProxy({ now: () => clock });
    for (let i = 0; i < 40; i++) {
      expect((await call(proxy, '/movie/top_rated', { page: i + 1 }, fromClient(`10.0.0.${i % 3}`))).body.success).toBe(true);
      clock += 50;
    }
    const fresh = await call(proxy, '/movie/top_rated', { page: 41 }, fromClient('10.9.9.9'));
    expect(fresh.status).toBe(429);
    expect(fresh.body).toEqual({ success: false, error: 'Rate limit exceeded. Please wait 8 seconds.' });
    expect(fresh.headers.get('retry-after')).toBe('8');
    expect(fakeTmdb().requests).toHaveLength(40);
    clock += 8_000;
    expect((await call(proxy, '/movie/top_rated', { page: 41 }, fromClient('10.9.9.9'))).body.success).toBe(true);
  });
});

describe('client identity', () => {
  const request = (headers: Record<string, string>) => new Request('http://127.0.0.1/tmdb-proxy', { headers });

  it('is the first x-forwarded-for address', () => {
    expect(clientKeyOf(request({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1' }))).toBe('ip:203.0.113.5');
    expect(clientKeyOf(request({ 'x-forwarded-for': '2001:DB8::1' }))).toBe('ip:2001:db8::1');
    expect(clientKeyOf(request({ 'x-real-ip': '198.51.100.2' }))).toBe('ip:198.51.100.2');
  });

  it('ignores the JWT subject, which this function cannot verify', () => {
    const unsigned = `e30.${btoa(JSON.stringify({ sub: 'someone' }))}.x`;
    expect(clientKeyOf(request({ authorization: `Bearer ${unsigned}`, 'x-forwarded-for': '192.0.2.1' }))).toBe('ip:192.0.2.1');
  });

  it('puts callers without an address, or with garbage in its place, in one shared window', () => {
    expect(clientKeyOf(request({}))).toBe('unknown');
    expect(clientKeyOf(request({ 'x-forwarded-for': 'evil<script>' }))).toBe('unknown');
  });
});

describe('per-client windows', () => {
  it('stay bounded in number when callers invent addresses', () => {
    let clock = 0;
    const limiter = new PerClientLimiter(2, 1_000, () => clock, 100);
    for (let i = 0; i < 1_000; i++) {
      limiter.acquire(`ip:${i}`);
      clock += 5;
    }
    expect(limiter.size).toBeLessThanOrEqual(100);
  });

  it('cost the same per request past the cap: no window is read but the caller’s', () => {
    let clock = 0;
    const limiter = new PerClientLimiter(2, 1_000, () => clock, 100);
    const reads = vi.spyOn(SlidingWindowLimiter.prototype, 'check');
    for (let i = 0; i < 1_000; i++) {
      limiter.check(`ip:${i}`);
      limiter.acquire(`ip:${i}`);
      clock += 5;
    }
    // One read for the check and one for the acquire: before, every request past the cap read all 100 windows.
    expect(reads.mock.calls.length).toBe(2_000);
    reads.mockRestore();
  });

  it('drop the least recently seen client at the cap, never the one being served', () => {
    let clock = 0;
    const limiter = new PerClientLimiter(2, 1_000, () => clock, 3);
    limiter.acquire('busy');
    limiter.acquire('busy');
    clock += 2_000;
    limiter.acquire('idle-1');
    limiter.acquire('idle-2');
    limiter.acquire('busy');
    limiter.acquire('busy');
    limiter.acquire('new'); // at the cap: nothing is idle, the least recently seen goes
    expect(limiter.check('busy').allowed).toBe(false);
  });
});
