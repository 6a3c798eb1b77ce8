/**
 * Measures the local stack as a separate process over loopback:
 *   pnpm -C local-stack bench [--requests 2000] [--seconds 20] [--clients 20]
 * PGlite by default; PostgreSQL when DATABASE_URL is set (e.g. under scripts/with-postgres.sh).
 * Reports cold start-up (fresh data) and warm start-up (same data again) until the health
 * check answers, then req/s, p50 and p99 of a profile select and a review insert with 20
 * concurrent clients. Users are made through /auth/v1/signup, as the app makes them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ANON_KEY, LOCAL_STACK_DIR } from '../server/config.ts';

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const REQUESTS = arg('requests', 2000);
const SECONDS = arg('seconds', 20);
const CLIENTS = arg('clients', 20);
const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  startMs: number;
}

async function startServer(dataRoot: string, port: number): Promise<Running> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: LOCAL_STACK_DIR,
    env: {
      ...process.env,
      SUPABASE_PORT: String(port),
      SUPABASE_QUIET: 'true',
      PGLITE_DATA_DIR: path.join(dataRoot, 'pglite'),
      STORAGE_DIR: path.join(dataRoot, 'storage'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`stack exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, url, startMs: Math.round(performance.now() - started) };
}

async function stopServer(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  await exited;
}

interface User {
  id: string;
  token: string;
}

async function signUp(url: string, index: number): Promise<User> {
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: DEFAULT_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${index}@example.test`,
      password: 'bench-password-1',
      data: { username: `bench_${index}` },
    }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (!response.ok || !body.access_token || !body.user) throw new Error(`signup failed: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.user.id, token: body.access_token };
}

interface Figures {
  requests: number;
  errors: number;
  reqPerSec: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** CLIENTS loops issue requests until REQUESTS are done or SECONDS have passed. */
async function load(makeRequest: (client: number, n: number) => Promise<Response>): Promise<Figures> {
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (issued < REQUESTS && performance.now() < deadline) {
        const n = issued++;
        const t0 = performance.now();
        const response = await makeRequest(client, n);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    requests: latencies.length,
    errors,
    reqPerSec: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
  };
}

async function main(): Promise<void> {
  const dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-bench-'));
  try {
    const port = await freePort();
    const cold = await startServer(dataRoot, port);
    await stopServer(cold);
    const warm = await startServer(dataRoot, port);
    try {
      const users = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signUp(warm.url, i)));
      const headers = (user: User) => ({ apikey: DEFAULT_ANON_KEY, authorization: `Bearer ${user.token}` });
      const selectProfile = (client: number) => {
        const user = users[client] as User;
        return fetch(`${warm.url}/rest/v1/profiles?select=*&user_id=eq.${user.id}`, {
          headers: { ...headers(user), accept: 'application/vnd.pgrst.object+json' },
        });
      };
      const insertReview = (client: number, n: number) => {
        const user = users[client] as User;
        return fetch(`${warm.url}/rest/v1/reviews?select=*`, {
          method: 'POST',
          headers: {
            ...headers(user),
            'content-type': 'application/json',
            prefer: 'return=representation',
            accept: 'application/vnd.pgrst.object+json',
          },
          body: JSON.stringify({
            movie_id: n + 1,
            rating: (n % 5) + 1,
            review_text: `<p>Benchmark review number ${n}, long enough.</p>`,
            contains_spoilers: false,
          }),
        });
      };
      // Warm-up: JIT, connection pools, the schema cache.
      for (let i = 0; i < 50; i++) await (await selectProfile(i % CLIENTS)).arrayBuffer();
      const select = await load(selectProfile);
      const insert = await load(insertReview);
      const result = {
        backend,
        clients: CLIENTS,
        limit: { requests: REQUESTS, seconds: SECONDS },
        startupMs: { cold: cold.startMs, warm: warm.startMs },
        profileSelect: select,
        reviewInsert: insert,
        machine: `${os.cpus().length} cores, Node ${process.version}`,
      };
      console.log(JSON.stringify(result, null, 2));
    } finally {
      await stopServer(warm);
    }
  } finally {
    await fs.rm(dataRoot, { recursive: true, force: true });
  }
}

await main();
