/**
 * tmdb-proxy's Web-standard core, shared by the Deno entry (hosted Supabase) and the local
 * stack's function adapter (Node). POST `{path, params}` → `{success, data}` or
 * `{success: false, error}`; GET `…/image/{size}/{file}` → offline artwork.
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

/** Where the function is reachable from the browser; images are served under it. */
function imageBaseUrl(request: Request, env: Env): string {
  const publicUrl = env.SUPABASE_URL?.trim() || new URL(request.url).origin;
  return `${publicUrl.replace(/\/+$/, '')}/functions/v1/tmdb-proxy/image/`;
}

function respond(answer: ProxyAnswer): Response {
  return jsonResponse(answer.body, answer.status, answer.headers);
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

  return async function handle(request: Request, env: Env): Promise<Response> {
    try {
      if (request.method === 'OPTIONS') return preflightResponse();
      const { pathname } = new URL(request.url);
      if ((request.method === 'GET' || request.method === 'HEAD') && isImagePath(pathname)) {
        return serveImage(pathname, await loadCatalog());
      }
      if (request.method !== 'POST') return respond(failure(405, 'Method not allowed. Use POST with {path, params}.'));

      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return respond(failure(400, 'Request body must be valid JSON.'));
      }
      const live = liveConfigFrom(env);
      if (typeof body === 'object' && body !== null && isClockPath((body as { path?: unknown }).path)) {
        return respond(await clock(body as { params?: unknown }, live !== null));
      }
      const checked = checkAllowList(body);
      if (!checked.ok) return respond(failure(400, checked.error));

      const answer = live ? await callLive(live, checked.request, clientKeyOf(request)) : await callOffline(checked.request, request, env);
      return respond(answer);
    } catch (error) {
      console.error('tmdb-proxy: unexpected failure', error instanceof Error ? error.name : typeof error);
      return respond(failure(500, MESSAGES.unexpected));
    }
  };
}

export const handler: ProxyHandler = createTmdbProxy();
