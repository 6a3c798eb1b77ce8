/** Shared set-up for the live-mode test files: a fake TMDb that knows these credentials. */
import type { Env, ProxyHandler } from '../functions/tmdb-proxy/handler.ts';
import { callProxy, type ProxyCall } from './fake-tmdb/call-proxy.ts';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb/server.ts';

export const API_KEY = 'fake-v3-key-0123456789abcdef';
export const ACCESS_TOKEN = 'fake-bearer-token-eyJhbGciOiJIUzI1NiJ9';

export function liveEnv(tmdb: FakeTmdb, extra: Env = {}): Env {
  return { SUPABASE_URL: 'http://127.0.0.1:54321', TMDB_API_KEY: API_KEY, TMDB_BASE_URL: tmdb.baseUrl, ...extra };
}

export const fromClient = (address: string): Record<string, string> => ({ 'x-forwarded-for': address });

export type LiveCall = (
  proxy: ProxyHandler,
  path: string,
  params?: Record<string, string | number>,
  headers?: Record<string, string>,
) => Promise<ProxyCall<Record<string, unknown>>>;

export function liveCaller(tmdb: () => FakeTmdb, extra: Env = {}): LiveCall {
  return (proxy, path, params, headers) => callProxy(proxy, liveEnv(tmdb(), extra), path, params, headers);
}

/** A fake TMDb for the enclosing test file or describe block, its request log emptied after each test. */
export function useFakeTmdb(): () => FakeTmdb {
  let tmdb: FakeTmdb | undefined;
  beforeAll(async () => {
    tmdb = await startFakeTmdb({ apiKey: API_KEY, accessToken: ACCESS_TOKEN });
  });
  afterAll(() => tmdb?.close());
  afterEach(() => {
    if (tmdb) tmdb.requests.length = 0;
  });
  return () => {
    if (!tmdb) throw new Error('the fake TMDb is not started yet');
    return tmdb;
  };
}
