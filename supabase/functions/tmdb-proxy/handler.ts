/**
 * tmdb-proxy's Web-standard core, shared by the Deno entry (hosted Supabase) and the local
 * stack's function adapter (Node). A request `{path, params}` → `{success, data}` or
 * `{success: false, error}`, sent either as a GET `?request=<the JSON>` (what the apps send: no
 * CORS pre-flight, and a success is cacheable for as long as its kind of data stays fresh) or as
 * a POST body (what supabase-js's `functions.invoke` sends); a GET `?requests=[…]` answers up to
 * four at once (a page's first data, in one round trip, as one invocation), each answer exactly as
 * its own GET would have given it; GET `…/image/{size}/{file}` → offline artwork.
 */
import { answerFromCatalog } from '../../catalog/catalog-routes.ts';
import type { Catalog } from '../../catalog/catalog-types.ts';
import { preflightResponse } from '../_shared/cors.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import type { TmdbRequest } from '../_shared/tmdb-routes.ts';
import { checkAllowList } from './allow-list.ts';
import { getCatalog } from './catalog-source.ts';
import { clientKeyOf } from './client-identity.ts';
import { clockData, isClockPath, utcDateIso } from './clock-route.ts';
import { MESSAGES, failure, rateLimitMessage, toProxyAnswer, type ProxyAnswer } from './error-messages.ts';
import { isImagePath, serveImage } from './image-route.ts';
import { fetchFromTmdb, liveConfigFrom, type LiveConfig } from './live-source.ts';
import { PerClientLimiter, SlidingWindowLimiter, type RateDecision } from './rate-limiter.ts';
import { CACHE_TTL_MS, ResponseCache, cacheKey } from './response-cache.ts';

export type Env = Record<string, string | undefined>;
export type ProxyHandler = (request: Request, env: Env) => Promise<Response>;

export interface TmdbProxyOptions {
  now?: () => number;
  fetch?: typeof fetch;
  loadCatalog?: () => Promise<Catalog>;
}

/** TMDb's fair-use budget, shared by every visitor of this function instance. */
export const RATE_LIMIT = { requests: 40, windowMs: 10_000 } as const;
/** Half the shared budget per client: one burst can never take all of it. */
export const CLIENT_RATE_LIMIT = { requests: 20, windowMs: 10_000 } as const;

/** Longest `?request=` accepted: a search query and its filters fit many times over. */
export const MAX_GET_REQUEST_LENGTH = 4096;

/** Most requests one batched GET may carry: a page's first data. */
export const MAX_BATCH = 4;

/** Where the function is reachable from the browser; images are served under it. */
function imageBaseUrl(request: Request, env: Env): string {
  const publicUrl = env.SUPABASE_URL?.trim() || new URL(request.url).origin;
  return `${publicUrl.replace(/\/+$/, '')}/functions/v1/tmdb-proxy/image/`;
}

function respond(answer: ProxyAnswer): Response {
  return jsonResponse(answer.body, answer.status, answer.headers);
}

/** How long a GET's answer may be kept: a success as long as the proxy keeps it itself; anything else not at all. */
function maxAgeOf(answer: ProxyAnswer, route: TmdbRequest['route'] | null): number {
  return answer.body.success && route ? Math.floor(CACHE_TTL_MS[route] / 1000) : 0;
}

const cacheControl = (maxAge: number) => (maxAge > 0 ? `public, max-age=${maxAge}` : 'no-store');

/** A GET's answer, cacheable by the browser (and any CDN) for as long as `maxAgeOf` says. */
function respondToGet(answer: ProxyAnswer, route: TmdbRequest['route'] | null): Response {
  return respond({ ...answer, headers: { ...answer.headers, 'Cache-Control': cacheControl(maxAgeOf(answer, route)) } });
}

/** One answer of a batch: the status, body and Retry-After its own GET would have had. */
export interface BatchPart {
  status: number;
  body: ProxyAnswer['body'];
  retryAfter?: number;
}

/** A batch's answers, in order; kept as long as its shortest-lived answer (not at all if one failed). */
function respondToBatch(parts: { answer: ProxyAnswer; route: TmdbRequest['route'] | null }[]): Response {
  const maxAge = Math.min(...parts.map(({ answer, route }) => maxAgeOf(answer, route)));
  const data: BatchPart[] = parts.map(({ answer }) => {
    const retryAfter = Number(answer.headers?.['Retry-After']);
    return { status: answer.status, body: answer.body, ...(retryAfter > 0 ? { retryAfter } : {}) };
  });
  return jsonResponse({ success: true, data }, 200, { 'Cache-Control': cacheControl(maxAge) });
}

/** The requests of a batched GET, from its `?requests=` JSON: an array of 1 to `MAX_BATCH` `{path, params}`. */
function requestsOfBatch(encoded: string): { ok: true; bodies: unknown[] } | { ok: false; answer: ProxyAnswer } {
  if (encoded.length > MAX_GET_REQUEST_LENGTH) return { ok: false, answer: failure(414, 'Request is too long.') };
  let parsed: unknown;
  try {
    parsed = JSON.parse(encoded);
  } catch {
    return { ok: false, answer: failure(400, 'Parameter "requests" must be valid JSON.') };
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_BATCH) {
    return { ok: false, answer: failure(400, `Parameter "requests" must list 1 to ${MAX_BATCH} requests.`) };
  }
  return { ok: true, bodies: parsed };
}

/** The `{path, params}` of a GET, from its `?request=` JSON. */
function requestOfGet(url: URL): { ok: true; body: unknown } | { ok: false; answer: ProxyAnswer } {
  const encoded = url.searchParams.get('request');
  if (encoded === null) {
    return { ok: false, answer: failure(400, 'Send the request as ?request={"path": …, "params": {…}}, or POST it.') };
  }
  if (encoded.length > MAX_GET_REQUEST_LENGTH) return { ok: false, answer: failure(414, 'Request is too long.') };
  try {
    return { ok: true, body: JSON.parse(encoded) };
  } catch {
    return { ok: false, answer: failure(400, 'Parameter "request" must be valid JSON.') };
  }
}

function rateLimited(decision: Extract<RateDecision, { allowed: false }>): ProxyAnswer {
  return failure(429, rateLimitMessage(decision.retryAfterSeconds), {
    'Retry-After': String(decision.retryAfterSeconds),
  });
}

/** A proxy with its own cache and rate-limit window (tests make one each; the app uses one). */
export function createTmdbProxy(options: TmdbProxyOptions = {}): ProxyHandler {
  const now = options.now ?? Date.now;
  const loadCatalog = options.loadCatalog ?? getCatalog;
  const limiter = new SlidingWindowLimiter(RATE_LIMIT.requests, RATE_LIMIT.windowMs, now);
  const clientLimiter = new PerClientLimiter(CLIENT_RATE_LIMIT.requests, CLIENT_RATE_LIMIT.windowMs, now);
  const cache = new ResponseCache<ProxyAnswer>(1_000, now);
  const inFlight = new Map<string, Promise<ProxyAnswer>>();

  async function callLive(config: LiveConfig, request: TmdbRequest, client: string): Promise<ProxyAnswer> {
    const key = cacheKey(config.baseUrl, request);
    const cached = cache.get(key);
    if (cached) return cached;
    // Identical concurrent calls share one upstream request (and one rate-limit slot).
    const pending = inFlight.get(key);
    if (pending) return pending;

    // The client's own window first, so a client already over its share spends nothing of the
    // shared budget; only a request both windows allow is counted in either.
    const own = clientLimiter.check(client);
    if (!own.allowed) return rateLimited(own);
    const shared = limiter.tryAcquire();
    if (!shared.allowed) return rateLimited(shared);
    clientLimiter.acquire(client);
    const call = fetchFromTmdb(config, request, options.fetch)
      .then((result) => {
        if (result.kind !== 'response' && result.kind !== 'malformed') {
          // The path is safe to log; the URL would carry the key.
          console.warn(`tmdb-proxy: ${result.kind} calling TMDb ${request.path}`);
        }
        const answer = toProxyAnswer(result);
        if (answer.body.success) cache.set(key, answer, CACHE_TTL_MS[request.route]);
        return answer;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  }

  async function callOffline(request: TmdbRequest, httpRequest: Request, env: Env): Promise<ProxyAnswer> {
    const catalog = await loadCatalog();
    const result = answerFromCatalog(catalog, request, imageBaseUrl(httpRequest, env));
    return toProxyAnswer({ kind: 'response', ...result });
  }

  async function clock(body: { params?: unknown }, isLive: boolean): Promise<ProxyAnswer> {
    const { params } = body;
    if (params !== undefined && params !== null && (typeof params !== 'object' || Object.keys(params).length > 0)) {
      return failure(400, 'Parameter not allowed for /marquee/clock.');
    }
    const data = isLive ? clockData(utcDateIso(now()), 'tmdb') : clockData((await loadCatalog()).todayIso, 'offline-catalog');
    return { status: 200, body: { success: true, data } };
  }

  /** The answer to one `{path, params}`, and the kind of data it is (for how long it may be kept). */
  async function answerOf(body: unknown, request: Request, env: Env): Promise<{ answer: ProxyAnswer; route: TmdbRequest['route'] | null }> {
    const live = liveConfigFrom(env);
    if (typeof body === 'object' && body !== null && isClockPath((body as { path?: unknown }).path)) {
      return { answer: await clock(body as { params?: unknown }, live !== null), route: null };
    }
    const checked = checkAllowList(body);
    if (!checked.ok) return { answer: failure(400, checked.error), route: null };
    const answer = live ? await callLive(live, checked.request, clientKeyOf(request)) : await callOffline(checked.request, request, env);
    return { answer, route: checked.request.route };
  }

  return async function handle(request: Request, env: Env): Promise<Response> {
    try {
      if (request.method === 'OPTIONS') return preflightResponse();
      const url = new URL(request.url);
      const isGet = request.method === 'GET' || request.method === 'HEAD';
      if (isGet && isImagePath(url.pathname)) return serveImage(url.pathname, await loadCatalog());
      if (!isGet && request.method !== 'POST') {
        return respond(failure(405, 'Method not allowed. Use GET with ?request={path, params}, or POST {path, params}.'));
      }
      const batch = isGet ? url.searchParams.get('requests') : null;
      if (batch !== null) {
        const read = requestsOfBatch(batch);
        if (!read.ok) return respondToGet(read.answer, null);
        // Each answer counts against the rate limits as its own request would.
        return respondToBatch(await Promise.all(read.bodies.map((body) => answerOf(body, request, env))));
      }

      let body: unknown;
      if (isGet) {
        const read = requestOfGet(url);
        if (!read.ok) return respondToGet(read.answer, null);
        body = read.body;
      } else {
        try {
          body = await request.json();
        } catch {
          return respond(failure(400, 'Request body must be valid JSON.'));
        }
      }
      const { answer, route } = await answerOf(body, request, env);
      return isGet ? respondToGet(answer, route) : respond(answer);
    } catch (error) {
      console.error('tmdb-proxy: unexpected failure', error instanceof Error ? error.name : typeof error);
      return respond(failure(500, MESSAGES.unexpected));
    }
  };
}

export const handler: ProxyHandler = createTmdbProxy();
