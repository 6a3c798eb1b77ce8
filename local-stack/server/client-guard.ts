/**
 * The stack's front guards against a single client holding it up: a cap on the requests one
 * address has in flight, and every request body read whole — bounded in size and in the time
 * between its bytes — before any service looks at it. A body that trickles in therefore holds a
 * socket and nothing else: no service, and above all not the database's one connection, waits
 * for it.
 */
import type { MiddlewareHandler } from 'hono';
import type { StackEnv } from './http-types.ts';

/** 429 once an address already has `max` requests in flight. */
export function concurrencyCap(max: number): MiddlewareHandler<StackEnv> {
  const inFlight = new Map<string, number>();
  return async (c, next) => {
    const client = c.var.ctx.clientAddress ?? 'unknown';
    const current = inFlight.get(client) ?? 0;
    if (current >= max) {
      return c.json({ message: `Too many concurrent requests from this client (at most ${max})` }, 429, { 'retry-after': '1' });
    }
    inFlight.set(client, current + 1);
    try {
      await next();
    } finally {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    }
  };
}

export interface BodyReadOptions {
  /** No byte for this long: 408 and the connection closed. */
  idleTimeoutMs: number;
  /** The most bytes read for a path; a service's own limit answers a longer body (413). */
  ceilingFor: (pathname: string) => number;
}

type ReadOutcome = { kind: 'done'; bytes: Uint8Array<ArrayBuffer> } | { kind: 'idle' } | { kind: 'gone' };

async function readBounded(body: ReadableStream<Uint8Array>, limit: number, idleTimeoutMs: number): Promise<ReadOutcome> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next = reader.read();
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<'idle'>((resolve) => {
      timer = setTimeout(() => resolve('idle'), idleTimeoutMs);
    });
    const step = await Promise.race([next, idle]).catch(() => 'gone' as const);
    clearTimeout(timer);
    if (step === 'gone') return { kind: 'gone' };
    if (step === 'idle') {
      // Cancelling the stream would destroy the socket before the 408 is written: the read is
      // left pending, and fails quietly once the connection is closed after the answer.
      next.catch(() => undefined);
      return { kind: 'idle' };
    }
    if (step.done) break;
    chunks.push(step.value);
    size += step.value.byteLength;
    // Past the ceiling the service sees one byte too many and answers its own 413; the rest is
    // left unread (the server drains or closes the connection after the answer).
    if (size > limit) {
      reader.releaseLock();
      break;
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { kind: 'done', bytes: bytes.subarray(0, Math.min(size, limit + 1)) };
}

/** Reads the body of every request that has one before the services run. */
export function readWholeBody(options: BodyReadOptions): MiddlewareHandler<StackEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return next();
    const ceiling = options.ceilingFor(new URL(request.url).pathname);
    // A body declared longer than the ceiling is refused by its service from the header alone.
    if (Number(request.headers.get('content-length') ?? 0) > ceiling) return next();
    const outcome = await readBounded(request.body, ceiling, options.idleTimeoutMs);
    if (outcome.kind === 'idle') {
      return c.json({ message: 'Request timeout: the request body stopped arriving' }, 408, { connection: 'close' });
    }
    // The client closed the connection mid-body: nobody reads the answer.
    if (outcome.kind === 'gone') return c.json({ message: 'The request body was cut off' }, 400, { connection: 'close' });
    c.req.raw = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: outcome.bytes,
      signal: request.signal,
    });
    return next();
  };
}
