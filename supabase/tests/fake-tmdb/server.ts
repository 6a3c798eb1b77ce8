/**
 * A stand-in for api.themoviedb.org/3 on 127.0.0.1 (random port), for live-mode tests. By
 * default it answers the way TMDb's reference documents: a missing or wrong credential is 401
 * (code 7), an unknown path or movie 404 (code 34), a page outside 1–500 400 (code 22), a
 * parameter the reference does not list for the path, or an undocumented `sort_by`, 422
 * (code 5) — so a proxy that drifts from the reference fails here instead of against TMDb.
 * Tests can force other behaviour; every request is recorded (URL and headers).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DISCOVER_MOVIE_SORTS, DOCUMENTED_PARAMS, TMDB_ERRORS, type TmdbErrorName } from './tmdb-documented.ts';

export type FakeBehavior =
  | { kind: 'ok' }
  | { kind: 'error'; error: TmdbErrorName; headers?: Record<string, string> }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'stall-body'; delayMs: number }
  | { kind: 'malformed' };

export interface RecordedRequest {
  url: URL;
  headers: http.IncomingHttpHeaders;
}

export interface FakeTmdbOptions {
  /** The v3 key it accepts as `api_key`. */
  apiKey?: string;
  /** The v4 read access token it accepts as `Authorization: Bearer`. */
  accessToken?: string;
}

export interface FakeTmdb {
  /** Base URL to use as TMDB_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  behave(behavior: FakeBehavior): void;
  close(): Promise<void>;
}

/** The movies it knows; any other id is TMDb's 404. */
const MOVIES: Record<number, { title: string; release_date: string; poster_path: string }> = {
  550: { title: 'Fight Club', release_date: '1999-10-15', poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg' },
  278: { title: 'The Shawshank Redemption', release_date: '1994-09-23', poster_path: '/9cqNxx0GxF0bAY4bpuPKOsO88cI.jpg' },
};

const summary = (id: number) => {
  const movie = MOVIES[id] as (typeof MOVIES)[number];
  return { id, ...movie, adult: false, genre_ids: [18], overview: '', popularity: 1, vote_average: 8, vote_count: 1 };
};

function pageOf(url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  return { page, results: [summary(550), summary(278)], total_pages: 10, total_results: 200 };
}

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const fail = (name: TmdbErrorName): Answer => {
  const [status, body] = TMDB_ERRORS[name];
  return { status, body };
};

/** TMDb's answer for a GET at `path` (below `/3`), assuming the credential checked out. */
function route(path: string, url: URL): Answer {
  const rule = DOCUMENTED_PARAMS.find(([pattern]) => pattern.test(path));
  if (!rule) return fail('notFound');
  for (const name of url.searchParams.keys()) {
    if (name !== 'api_key' && !rule[1].has(name)) return fail('invalidParameters');
  }
  const page = url.searchParams.get('page');
  if (page !== null && !(/^\d+$/.test(page) && Number(page) >= 1 && Number(page) <= 500)) return fail('invalidPage');
  const sort = url.searchParams.get('sort_by');
  if (path === '/discover/movie' && sort !== null && !DISCOVER_MOVIE_SORTS.has(sort)) return fail('invalidParameters');

  const movie = /^\/movie\/(\d+)(\/.*)?$/.exec(path);
  if (movie && !/^\/movie\/(popular|top_rated|now_playing|upcoming)$/.test(path)) {
    const id = Number(movie[1]);
    if (!MOVIES[id]) return fail('notFound');
    if (movie[2] === '/credits') return ok({ id, cast: [], crew: [] });
    if (movie[2]) return ok(pageOf(url));
    return ok({ ...summary(id), genres: [{ id: 18, name: 'Drama' }], runtime: 139, status: 'Released', tagline: '' });
  }
  if (path === '/genre/movie/list') return ok({ genres: [{ id: 28, name: 'Action' }] });
  if (path === '/configuration') {
    return ok({
      images: {
        base_url: 'http://image.tmdb.org/t/p/',
        secure_base_url: 'https://image.tmdb.org/t/p/',
        backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
        logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
        poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'],
        profile_sizes: ['w45', 'w185', 'h632', 'original'],
        still_sizes: ['w92', 'w185', 'w300', 'original'],
      },
      change_keys: [],
    });
  }
  if (/^\/movie\/(now_playing|upcoming)$/.test(path)) {
    return ok({ dates: { maximum: '2026-12-01', minimum: '2026-10-20' }, ...pageOf(url) });
  }
  return ok(pageOf(url));
}

function isAuthorized(req: http.IncomingMessage, url: URL, options: FakeTmdbOptions): boolean {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) return bearer === options.accessToken;
  const key = url.searchParams.get('api_key');
  return key !== null && key === options.apiKey;
}

export async function startFakeTmdb(options: FakeTmdbOptions = {}): Promise<FakeTmdb> {
  let behavior: FakeBehavior = { kind: 'ok' };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: req.headers });
    const json = ({ status, body }: Answer, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const path = url.pathname.replace(/^\/3(?=\/)/, '');
    const documented = (): Answer => (isAuthorized(req, url, options) ? route(path, url) : fail('invalidApiKey'));
    switch (behavior.kind) {
      case 'ok':
        return json(documented());
      case 'error':
        return json(fail(behavior.error), behavior.headers);
      case 'status':
        return json({ status: behavior.status, body: behavior.body ?? {} });
      case 'slow':
        return later(behavior.delayMs, () => json(documented()));
      case 'stall-body':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write('{"page":1,');
        return later(behavior.delayMs, () => res.end('"results":[]}'));
      case 'malformed':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end('{"page":1,"results":[');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    requests,
    behave(next) {
      behavior = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port with nothing listening: connecting to it fails at once. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/3`;
}
