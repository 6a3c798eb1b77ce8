/**
 * telemetry's Web-standard core, shared by the Deno entry (hosted Supabase) and the local stack's
 * function adapter (Node). The shell posts batches of real-user measurements with
 * `navigator.sendBeacon` (no token: deploy with `verify_jwt = false`). A batch is refused whole
 * unless it is exactly the shape `events.ts` describes; it is bounded in bytes and events, and
 * each client (by address, as tmdb-proxy counts them) may send a few batches a minute. Accepted
 * rows go through record_telemetry() with the service role into a table no client can read.
 */
import { preflightResponse } from '../_shared/cors.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { readBounded } from '../_shared/read-bounded.ts';
import { clientKeyOf } from '../tmdb-proxy/client-identity.ts';
import { PerClientLimiter } from '../tmdb-proxy/rate-limiter.ts';
import { checkBatch } from './events.ts';

export type Env = Record<string, string | undefined>;
export type TelemetryHandler = (request: Request, env: Env) => Promise<Response>;

/** 50 events of a few hundred bytes each fit comfortably; more is refused before it is read whole. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Batches per client (address) per minute: a page sends one when it is idle, then at most one every 10 s and one when it is hidden. */
export const CLIENT_RATE_LIMIT = { requests: 60, windowMs: 60_000 } as const;
/** A deployment's own limit of batches per client a minute (a positive whole number), else CLIENT_RATE_LIMIT's. */
export const BATCHES_PER_MINUTE_ENV = 'TELEMETRY_BATCHES_PER_MINUTE';

export function batchesPerMinute(env: Env): number {
  const given = Number(env[BATCHES_PER_MINUTE_ENV]);
  return Number.isInteger(given) && given > 0 ? given : CLIENT_RATE_LIMIT.requests;
}

export const MESSAGES = {
  method: 'Use POST to send telemetry.',
  tooLarge: `A batch is at most ${MAX_BODY_BYTES} bytes.`,
  badJson: 'The body must be JSON.',
  rateLimited: 'Too many batches. Try again in a minute.',
  misconfigured: 'Telemetry is not configured on this server.',
  failed: 'The batch could not be recorded.',
} as const;

const failure = (status: number, error: string, headers: Record<string, string> = {}) => jsonResponse({ error }, status, headers);

export interface TelemetryOptions {
  now?: () => number;
  fetch?: typeof fetch;
}

/** A handler with its own rate-limit windows (tests make one each; the app uses one). */
export function createTelemetryHandler(options: TelemetryOptions = {}): TelemetryHandler {
  const limiters = new Map<number, PerClientLimiter>();
  const limiterFor = (requests: number): PerClientLimiter => {
    let limiter = limiters.get(requests);
    if (!limiter) {
      limiter = new PerClientLimiter(requests, CLIENT_RATE_LIMIT.windowMs, options.now ?? Date.now);
      limiters.set(requests, limiter);
    }
    return limiter;
  };

  return async (request, env) => {
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method !== 'POST') return failure(405, MESSAGES.method, { Allow: 'POST, OPTIONS' });
    const url = env.SUPABASE_URL?.trim().replace(/\/+$/, '');
    const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
    if (!url || !serviceKey) return failure(500, MESSAGES.misconfigured);
    // Every request counts, refused ones too: a flood of bad batches is still a flood.
    const client = clientKeyOf(request);
    const limiter = limiterFor(batchesPerMinute(env));
    const decision = limiter.check(client);
    if (!decision.allowed) return failure(429, MESSAGES.rateLimited, { 'Retry-After': String(decision.retryAfterSeconds) });
    limiter.acquire(client);

    const text = await readBounded(request, MAX_BODY_BYTES);
    if (text === null) return failure(413, MESSAGES.tooLarge);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failure(400, MESSAGES.badJson);
    }
    const checked = checkBatch(body);
    if ('problem' in checked) return failure(400, checked.problem);

    const fetchFn = options.fetch ?? fetch;
    try {
      const response = await fetchFn(`${url}/rest/v1/rpc/record_telemetry`, {
        method: 'POST',
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ events: checked.rows }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`record_telemetry answered ${response.status}`);
    } catch (error) {
      console.error('telemetry:', error instanceof Error ? error.message : error);
      return failure(502, MESSAGES.failed);
    }
    return jsonResponse({ accepted: checked.rows.length }, 202);
  };
}

export const handler: TelemetryHandler = createTelemetryHandler();
