/**
 * Latency of tmdb-proxy in offline mode: the handler behind a node:http server on loopback
 * (in a child process, so the load generator does not share its event loop), driven by
 * 50 concurrent clients. Reports p50/p99 for search and for discover.
 * Run: `pnpm -C supabase bench:proxy [requestsPerScenario]` (default 2000).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { handler } from '../functions/tmdb-proxy/handler.ts';

const CONCURRENCY = 50;
const ENV = { SUPABASE_URL: 'http://127.0.0.1:54321' };

async function toWebRequest(req: http.IncomingMessage, port: number): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers: req.headers as Record<string, string>,
    ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}),
  });
}

async function serve(): Promise<void> {
  const server = http.createServer(async (req, res) => {
    const port = (server.address() as AddressInfo).port;
    const response = await handler(await toWebRequest(req, port), ENV);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send?.((server.address() as AddressInfo).port);
}

const QUERIES = ['star', 'the dark', 'love', 'batman', 'amelie', 'king', 'war', 'night', 'spiderman', 'godfather', 'man', 'harry potter'];
const GENRES = ['28', '35', '18', '878', '27', '10749', '53', '28,878', '35|10749', '12'];
const SORTS = ['popularity.desc', 'vote_average.desc', 'release_date.desc', 'title.asc', 'popularity.asc', 'release_date.asc'];

type Body = { path: string; params: Record<string, string | number> };

const searchBody = (i: number): Body => ({
  path: '/search/movie',
  params: { query: QUERIES[i % QUERIES.length] ?? 'star', page: 1 + (i % 3) },
});

const discoverBody = (i: number): Body => {
  const params: Record<string, string | number> = { page: 1 + (i % 5), sort_by: SORTS[i % SORTS.length] ?? 'popularity.desc' };
  if (i % 2 === 0) params.with_genres = GENRES[i % GENRES.length] ?? '28';
  if (i % 3 === 0) params.year = 1995 + (i % 15);
  if (i % 4 === 0) params['vote_average.gte'] = 6;
  return { path: '/discover/movie', params };
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function run(url: string, total: number, makeBody: (i: number) => Body) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function client() {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(makeBody(i)),
      });
      const json = (await response.json()) as { success: boolean };
      latencies.push(performance.now() - t0);
      if (!json.success) failures++;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    failures,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? NaN,
    rps: total / seconds,
  };
}

async function main(): Promise<void> {
  const total = Math.max(100, Math.min(50_000, Number(process.argv[2] ?? 2000) || 2000));
  const server = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('message', (message) => resolve(Number(message)));
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${port}/tmdb-proxy`;

  const coldStart = performance.now();
  const first = await fetch(url, { method: 'POST', body: JSON.stringify({ path: '/movie/popular' }) });
  await first.json();
  console.log(`first request (loads movies.json and builds the catalog): ${(performance.now() - coldStart).toFixed(0)} ms`);
  // Warm the JIT on both paths before measuring.
  await run(url, 200, searchBody);
  await run(url, 200, discoverBody);

  console.log(`offline mode, ${CONCURRENCY} concurrent clients, loopback, handler in its own process`);
  for (const [name, makeBody] of [
    ['search/movie', searchBody],
    ['discover/movie', discoverBody],
  ] as const) {
    const r = await run(url, total, makeBody);
    console.log(
      `${name.padEnd(15)} n=${r.requests} failures=${r.failures} p50=${r.p50.toFixed(1)} ms p99=${r.p99.toFixed(1)} ms max=${r.max.toFixed(1)} ms ${r.rps.toFixed(0)} req/s`,
    );
  }
  server.kill();
}

if (process.argv.includes('--serve')) await serve();
else await main();
