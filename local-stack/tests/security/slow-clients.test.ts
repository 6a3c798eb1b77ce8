/**
 * A client that sends its request slowly holds a socket, and nothing else: every body is read
 * whole before any service (and so the database's one connection) works on it, a body that stops
 * arriving is answered 408 and its connection closed, so are headers that never finish, and one
 * address can only have so many requests in flight.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../helpers/stack.ts';
import { DEFAULT_HTTP_LIMITS, loadHttpLimits } from '../../server/http-limits.ts';

const BODY_IDLE_MS = 1500;
const HEADERS_TIMEOUT_MS = 2000;
const CAP = 40;
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    httpLimits: { bodyIdleTimeoutMs: BODY_IDLE_MS, headersTimeoutMs: HEADERS_TIMEOUT_MS, maxConcurrentPerClient: CAP },
  });
  // The first read loads the schema cache: the timings below are of warm reads.
  await fetch(`${stack.url}/rest/v1/profiles?select=username&limit=1`, { headers: { apikey: stack.stack.config.anonKey } });
});
afterAll(async () => {
  await stack?.stop();
});

interface RawClient {
  socket: net.Socket;
  /** Everything the server sent. */
  received: () => string;
  closed: Promise<void>;
}

/** A connection from `localAddress` that sends `text` and then nothing. */
function rawClient(localAddress: string, text: string): RawClient {
  const url = new URL(stack.url);
  const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(text);
  return { socket, received: () => received, closed };
}

const slowInsert = (): string =>
  `POST /rest/v1/reviews HTTP/1.1\r\nhost: x\r\napikey: ${stack.stack.config.anonKey}\r\n` +
  'content-type: application/json\r\ncontent-length: 40\r\n\r\n{';

/** Plain reads one after another for `ms`: the slowest in ms, and how many. */
async function readsFor(ms: number): Promise<{ slowestMs: number; reads: number }> {
  const until = performance.now() + ms;
  let slowestMs = 0;
  let reads = 0;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/profiles?select=username&limit=1`, {
      headers: { apikey: stack.stack.config.anonKey },
      signal: AbortSignal.timeout(15_000),
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    slowestMs = Math.max(slowestMs, performance.now() - started);
    reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { slowestMs, reads };
}

describe('slow clients', () => {
  it('50 clients trickling request bodies: plain reads stay under 1 s, the cap answers 429 past 40, and each gets 408', async () => {
    const clients = Array.from({ length: 50 }, () => rawClient('127.0.0.2', slowInsert()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reading = await readsFor(BODY_IDLE_MS - 500);
    console.log(`[slow bodies] 50 slow-body clients: ${reading.reads} plain reads, slowest ${reading.slowestMs.toFixed(0)} ms`);
    expect(reading.reads).toBeGreaterThan(0);
    expect(reading.slowestMs).toBeLessThan(1000);

    // Past the idle timeout every one of them has been answered and its connection closed.
    await Promise.all(clients.map((client) => client.closed));
    const statuses = clients.map((client) => /^HTTP\/1\.1 (\d+)/.exec(client.received())?.[1]);
    expect(statuses.filter((status) => status === '429').length).toBe(50 - CAP);
    expect(statuses.filter((status) => status === '408').length).toBe(CAP);
    expect(clients.find((client) => client.received().startsWith('HTTP/1.1 408'))?.received()).toContain(
      'Request timeout: the request body stopped arriving',
    );
    // Nothing was inserted, and the client may send again once its requests are answered.
    const { data } = await stack.service().from('reviews').select('id');
    expect(data).toEqual([]);
  });

  it('a body that stops halfway is answered 408 after the idle timeout, not held', async () => {
    const started = performance.now();
    const client = rawClient('127.0.0.3', slowInsert());
    await client.closed;
    const elapsed = performance.now() - started;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeGreaterThanOrEqual(BODY_IDLE_MS - 100);
    expect(elapsed).toBeLessThan(BODY_IDLE_MS + 3000);
  });

  it('headers that never finish are answered 408 and the connection closed', async () => {
    const started = performance.now();
    const client = rawClient('127.0.0.4', 'GET /rest/v1/profiles HTTP/1.1\r\nhost: x\r\n');
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(performance.now() - started).toBeLessThan(HEADERS_TIMEOUT_MS + 3000);
  });

  it('a body sent in slow pieces, none more than the idle timeout apart, is read and stored', async () => {
    const user = await stack.createUser();
    const body = JSON.stringify({ movie_id: 7, rating: 4 });
    const client = rawClient(
      '127.0.0.5',
      `POST /rest/v1/reviews HTTP/1.1\r\nhost: x\r\napikey: ${stack.stack.config.anonKey}\r\n` +
        `authorization: Bearer ${user.accessToken}\r\ncontent-type: application/json\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`,
    );
    for (const piece of [body.slice(0, 10), body.slice(10, 20), body.slice(20)]) {
      await new Promise((resolve) => setTimeout(resolve, BODY_IDLE_MS / 2));
      client.socket.write(piece);
    }
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 201/);
  });
});

describe('HTTP limits settings', () => {
  it('reads HTTP_* durations and the per-client cap from the environment, with the defaults', () => {
    expect(loadHttpLimits({})).toEqual(DEFAULT_HTTP_LIMITS);
    expect(DEFAULT_HTTP_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 120_000,
      bodyIdleTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      maxConcurrentPerClient: 64,
    });
    expect(loadHttpLimits({ HTTP_BODY_IDLE_TIMEOUT: '2s', HTTP_MAX_CONCURRENT_PER_CLIENT: '8', HTTP_REQUEST_TIMEOUT: '5s' })).toMatchObject(
      {
        bodyIdleTimeoutMs: 2000,
        maxConcurrentPerClient: 8,
        requestTimeoutMs: 5000,
        // Never past the whole request's deadline.
        headersTimeoutMs: 5000,
      },
    );
    expect(() => loadHttpLimits({ HTTP_HEADERS_TIMEOUT: 'soon' })).toThrow(/HTTP_HEADERS_TIMEOUT=soon/);
    expect(() => loadHttpLimits({ HTTP_MAX_CONCURRENT_PER_CLIENT: '0' })).toThrow(/HTTP_MAX_CONCURRENT_PER_CLIENT=0/);
  });
});
