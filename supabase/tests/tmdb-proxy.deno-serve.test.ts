/**
 * The Deno entry, run by Deno as hosted Supabase runs it: `deno check` type-checks the function
 * with Deno's own types, then `deno run` serves it and it is called over HTTP, offline (no key)
 * and live against the fake TMDb. Deno comes from the `deno` npm package; nothing is downloaded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimRawMovies } from '../catalog/raw-movie.ts';
import { loadVegaMovies } from '../catalog/vega-movies.ts';
import { startFakeTmdb, type FakeTmdb } from './fake-tmdb/server.ts';
import { API_KEY } from './tmdb-proxy.live-setup.ts';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DENO = path.join(SUPABASE_DIR, 'node_modules', '.bin', 'deno');
const ENTRY = path.join(SUPABASE_DIR, 'functions', 'tmdb-proxy', 'index.ts');
const DENO_TIMEOUT_MS = 90_000;

/** Deno's environment: its cache outside the repository (linters must not see it), no TMDb settings inherited. */
function denoEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DENO_DIR: path.join(os.tmpdir(), 'marquee-deno-cache'),
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
  };
  return { ...env, ...extra };
}

/** Writes the trimmed data the entry imports, as `build:catalog` does before a deploy. */
async function writeBundledMovies(): Promise<void> {
  const outDir = path.join(SUPABASE_DIR, '.generated', 'tmdb-proxy');
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'movies.json'), JSON.stringify(trimRawMovies(await loadVegaMovies())));
}

interface Served {
  url: string;
  stop(): Promise<void>;
}

/** `deno run` the entry on a free loopback port (DENO_SERVE_ADDRESS) and wait until it listens. */
async function serveUnderDeno(extraEnv: Record<string, string>): Promise<Served> {
  const child: ChildProcess = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', ENTRY], {
    cwd: SUPABASE_DIR,
    env: denoEnv({ DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', ...extraEnv }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: `.bin/deno` is a launcher whose child is the real deno, and stopping
    // the launcher alone left that one running after every test run.
    detached: true,
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Deno did not start listening:\n${output}`)), DENO_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Deno exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `${url}/tmdb-proxy`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(writeBundledMovies, DENO_TIMEOUT_MS);

describe('tmdb-proxy under Deno', () => {
  it(
    'passes deno check',
    () => {
      const result = spawnSync(DENO, ['check', ENTRY], { cwd: SUPABASE_DIR, env: denoEnv(), encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/error/i);
      expect(result.status).toBe(0);
    },
    DENO_TIMEOUT_MS,
  );

  describe('offline catalog', () => {
    let served: Served;
    beforeAll(async () => {
      served = await serveUnderDeno({ SUPABASE_URL: 'http://127.0.0.1:54321' });
    }, DENO_TIMEOUT_MS);
    afterAll(() => served?.stop());

    it('answers the clock with the pinned date', async () => {
      const result = await post(served.url, { path: '/marquee/clock' });
      expect(result.body).toEqual({ success: true, data: { today: '2010-04-16', year: 2010, source: 'offline-catalog' } });
    });

    it('finds a film and serves its poster', async () => {
      const search = await post(served.url, { path: '/search/movie', params: { query: 'shawshank redemption' } });
      expect(search.status).toBe(200);
      const results = (search.body.data as { results: { id: number; title: string; poster_path: string }[] }).results;
      expect(results[0]?.title).toBe('The Shawshank Redemption');

      const poster = await fetch(`${served.url}/image/w342${results[0]?.poster_path}`);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(await poster.text()).toContain('<svg');
    });

    it('answers the GET the apps send, cacheable, as it answers the POST', async () => {
      const request = { path: '/search/movie', params: { page: 1, query: 'shawshank redemption' } };
      const response = await fetch(`${served.url}?request=${encodeURIComponent(JSON.stringify(request))}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual((await post(served.url, request)).body);
    });

    it('answers preflight and refusals with CORS headers', async () => {
      const preflight = await fetch(served.url, { method: 'OPTIONS' });
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      const refused = await post(served.url, { path: '/person/287' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, error: 'Path not allowed: /person/287' });
    });
  });

  describe('live mode', () => {
    let tmdb: FakeTmdb;
    let served: Served;
    beforeAll(async () => {
      tmdb = await startFakeTmdb({ apiKey: API_KEY });
      served = await serveUnderDeno({ TMDB_API_KEY: API_KEY, TMDB_BASE_URL: tmdb.baseUrl });
    }, DENO_TIMEOUT_MS);
    afterAll(async () => {
      await served?.stop();
      await tmdb?.close();
    });

    it("calls TMDb with the documented sort name and limits a client's burst", async () => {
      const sorted = await post(served.url, { path: '/discover/movie', params: { sort_by: 'release_date.desc' } });
      expect(sorted.body.success).toBe(true);
      expect(tmdb.requests[0]?.url.searchParams.get('sort_by')).toBe('primary_release_date.desc');

      const client = { 'x-forwarded-for': '203.0.113.20' };
      const statuses: number[] = [];
      for (let page = 1; page <= 21; page++)
        statuses.push((await post(served.url, { path: '/movie/popular', params: { page } }, client)).status);
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
      const other = await post(served.url, { path: '/movie/popular', params: { page: 30 } }, { 'x-forwarded-for': '203.0.113.21' });
      expect(other.status).toBe(200);
    });
  });
});
