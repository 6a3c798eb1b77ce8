/**
 * A stand-in for api.themoviedb.org/3 on 127.0.0.1 (random port), for live-mode tests. Each
 * test picks how it misbehaves; every request is recorded (URL and headers) so tests can check
 * what reached it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehavior =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'stall-body'; delayMs: number }
  | { kind: 'malformed' };

export interface RecordedRequest {
  url: URL;
  headers: http.IncomingHttpHeaders;
}

export interface FakeTmdb {
  /** Base URL to use as TMDB_BASE_URL. */
  baseUrl: string;
  requests: RecordedRequest[];
  behave(behavior: FakeBehavior): void;
  close(): Promise<void>;
}

/** TMDb's own error bodies (status_code values as TMDb documents them). */
export const TMDB_ERROR_BODIES: Record<number, unknown> = {
  401: { success: false, status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.' },
  404: { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' },
  429: { success: false, status_code: 25, status_message: 'Your request count (41) is over the allowed limit of 40.' },
  500: { success: false, status_code: 11, status_message: 'Internal error: Something went wrong, contact TMDb.' },
};

function okBody(url: URL): unknown {
  if (url.pathname.endsWith('/genre/movie/list')) return { genres: [{ id: 28, name: 'Action' }] };
  const page = Number(url.searchParams.get('page') ?? 1);
  return {
    page,
    results: [{ id: 550, title: 'Fight Club', poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg' }],
    total_pages: 10,
    total_results: 200,
  };
}

export async function startFakeTmdb(): Promise<FakeTmdb> {
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
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    switch (behavior.kind) {
      case 'ok':
        return json(200, okBody(url));
      case 'status':
        return json(behavior.status, behavior.body ?? TMDB_ERROR_BODIES[behavior.status] ?? {});
      case 'slow':
        return later(behavior.delayMs, () => json(200, okBody(url)));
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
