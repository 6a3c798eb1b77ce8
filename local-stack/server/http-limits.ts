/**
 * How long the stack's HTTP server waits for a client, and how much one client may ask of it
 * at once. A client that sends its headers or body too slowly gets 408 and its connection is
 * closed; one address may have a bounded number of requests in flight. Each value can be
 * changed from the environment (durations as Postgres writes them: `10s`, `500ms`).
 */
import { parseDuration } from './db/statement-timeouts.ts';

export interface HttpLimits {
  /** The whole header block must arrive within this (Node's `headersTimeout`; 408 otherwise). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (Node's `requestTimeout`; 408). */
  requestTimeoutMs: number;
  /** A request body that sends nothing for this long is answered 408 and its connection closed. */
  bodyIdleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (Node's `keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /** Requests one client address may have in flight at once; more answer 429. */
  maxConcurrentPerClient: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  bodyIdleTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConcurrentPerClient: 64,
};

/** The variable that overrides each limit. */
export const HTTP_LIMIT_ENV: Record<keyof HttpLimits, string> = {
  headersTimeoutMs: 'HTTP_HEADERS_TIMEOUT',
  requestTimeoutMs: 'HTTP_REQUEST_TIMEOUT',
  bodyIdleTimeoutMs: 'HTTP_BODY_IDLE_TIMEOUT',
  keepAliveTimeoutMs: 'HTTP_KEEP_ALIVE_TIMEOUT',
  maxConcurrentPerClient: 'HTTP_MAX_CONCURRENT_PER_CLIENT',
};

export function loadHttpLimits(env: NodeJS.ProcessEnv = process.env): HttpLimits {
  const limits = { ...DEFAULT_HTTP_LIMITS };
  for (const key of Object.keys(HTTP_LIMIT_ENV) as (keyof HttpLimits)[]) {
    const name = HTTP_LIMIT_ENV[key];
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = key === 'maxConcurrentPerClient' ? (/^\s*\d+\s*$/.test(raw) ? Number(raw) : undefined) : parseDuration(raw);
    if (value === undefined || value <= 0)
      throw new Error(`${name}=${raw} is not a positive ${key === 'maxConcurrentPerClient' ? 'number' : 'duration'}`);
    limits[key] = value;
  }
  // Node refuses a header deadline past the request deadline.
  limits.headersTimeoutMs = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return limits;
}
