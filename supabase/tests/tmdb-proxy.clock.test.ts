import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTmdbProxy } from '../functions/tmdb-proxy/handler.ts';
import { callProxy } from './fake-tmdb/call-proxy.ts';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb/server.ts';
import { ACCESS_TOKEN, API_KEY, liveEnv } from './tmdb-proxy.live-setup.ts';

const OFFLINE = { SUPABASE_URL: 'http://127.0.0.1:54321' };

describe('/marquee/clock', () => {
  let tmdb: FakeTmdb;
  beforeAll(async () => {
    tmdb = await startFakeTmdb({ apiKey: API_KEY, accessToken: ACCESS_TOKEN });
  });
  afterAll(() => tmdb.close());

  it("gives the offline catalog's pinned date without a key", async () => {
    const result = await callProxy(createTmdbProxy(), OFFLINE, '/marquee/clock');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, data: { today: '2010-04-16', year: 2010, source: 'offline-catalog' } });
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("gives the server's UTC date with a key, without calling TMDb", async () => {
    const proxy = createTmdbProxy({ now: () => Date.parse('2026-12-31T23:30:00Z') });
    const result = await callProxy(proxy, liveEnv(tmdb), 'marquee/clock', {});
    expect(result.body).toEqual({ success: true, data: { today: '2026-12-31', year: 2026, source: 'tmdb' } });
    expect(tmdb.requests).toHaveLength(0);
  });

  it('follows the clock: the year turns at midnight UTC', async () => {
    let clock = Date.parse('2026-12-31T23:59:59Z');
    const proxy = createTmdbProxy({ now: () => clock });
    expect((await callProxy<{ year: number }>(proxy, liveEnv(tmdb), '/marquee/clock')).body).toMatchObject({ data: { year: 2026 } });
    clock += 1_000;
    expect((await callProxy<{ year: number }>(proxy, liveEnv(tmdb), '/marquee/clock')).body).toMatchObject({ data: { year: 2027 } });
  });

  it('takes no parameters', async () => {
    const result = await callProxy(createTmdbProxy(), OFFLINE, '/marquee/clock', { year: 2020 });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ success: false, error: 'Parameter not allowed for /marquee/clock.' });
  });

  it('is the only non-TMDb path the proxy answers', async () => {
    for (const path of ['/marquee/other', '/marquee/clock/x', '/marquee']) {
      expect((await callProxy(createTmdbProxy(), OFFLINE, path)).status).toBe(400);
    }
  });
});
