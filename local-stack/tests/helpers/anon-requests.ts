/**
 * Anonymous REST reads as separate clients: each loopback address (127.0.0.x) is a client of its
 * own to the stack's per-client limits. Used by the security suites that measure what one client's
 * storm costs everyone else.
 */
import http from 'node:http';
import { expect } from 'vitest';
import type { TestStack } from './stack.ts';

export interface AnonAnswer {
  status: number;
  body: Record<string, unknown>;
  /** From the request's start to its last byte. */
  ms: number;
}

/** An anonymous GET of `/rest/v1/{path}` from `localAddress`, on a connection of its own. */
export function anonGet(stack: TestStack, path: string, localAddress = '127.0.0.1'): Promise<AnonAnswer> {
  const url = new URL(`/rest/v1/${path}`, stack.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        localAddress,
        agent: false,
        headers: { apikey: stack.stack.config.anonKey },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text || '{}') as Record<string, unknown>,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Plain reads from a bystander (127.0.0.1), one after another until `done` settles: the slowest in ms. */
export async function slowestReadWhile(stack: TestStack, done: Promise<unknown>): Promise<{ slowestMs: number; reads: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowestMs = 0;
  let reads = 0;
  do {
    const read = await anonGet(stack, 'profiles?select=username&limit=1');
    expect(read.status).toBe(200);
    slowestMs = Math.max(slowestMs, read.ms);
    reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (!finished);
  return { slowestMs, reads };
}
