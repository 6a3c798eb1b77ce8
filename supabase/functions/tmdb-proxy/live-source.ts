/**
 * One GET to TMDb's v3 API. Never throws: every outcome, including timeouts and dead networks,
 * comes back as an UpstreamResult. The credential goes into the request only, never into a
 * result, an error or a log line.
 */
import type { TmdbRequest } from '../_shared/tmdb-routes.ts';
import type { UpstreamResult } from './error-messages.ts';

export const DEFAULT_TMDB_BASE_URL = 'https://api.themoviedb.org/3';
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface LiveConfig {
  baseUrl: string;
  apiKey?: string;
  accessToken?: string;
  timeoutMs: number;
}

export function liveConfigFrom(env: Record<string, string | undefined>): LiveConfig | null {
  const apiKey = env.TMDB_API_KEY?.trim() || undefined;
  const accessToken = env.TMDB_ACCESS_TOKEN?.trim() || undefined;
  if (!apiKey && !accessToken) return null;
  const timeout = Number(env.TMDB_TIMEOUT_MS);
  return {
    baseUrl: env.TMDB_BASE_URL?.trim() || DEFAULT_TMDB_BASE_URL,
    ...(apiKey ? { apiKey } : {}),
    ...(accessToken ? { accessToken } : {}),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/**
 * The app's release-date sort is `release_date.*` (the offline catalog's name); TMDb's
 * `/discover/movie` documents only `primary_release_date.*` for it.
 */
const DISCOVER_SORT_NAMES: Readonly<Record<string, string>> = {
  'release_date.desc': 'primary_release_date.desc',
  'release_date.asc': 'primary_release_date.asc',
};

/** The parameters exactly as TMDb documents them for the route. */
export function tmdbParamsFor(request: TmdbRequest): Record<string, string> {
  const params = { ...request.params };
  const sort = params.sort_by;
  if (request.route === 'discover/movie' && sort !== undefined) params.sort_by = DISCOVER_SORT_NAMES[sort] ?? sort;
  return params;
}

function buildUrl(config: LiveConfig, request: TmdbRequest): URL | null {
  try {
    const url = new URL(config.baseUrl.replace(/\/+$/, '') + request.path);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    for (const [name, value] of Object.entries(tmdbParamsFor(request))) url.searchParams.set(name, value);
    // A bearer token is the stronger credential; the v3 key is only sent when it is all we have.
    if (!config.accessToken && config.apiKey) url.searchParams.set('api_key', config.apiKey);
    return url;
  } catch {
    return null;
  }
}

export async function fetchFromTmdb(config: LiveConfig, request: TmdbRequest, fetchImpl: typeof fetch = fetch): Promise<UpstreamResult> {
  const url = buildUrl(config, request);
  if (!url) return { kind: 'configuration' };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (config.accessToken) headers.Authorization = `Bearer ${config.accessToken}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    // The timer also covers reading the body: a server that stalls mid-answer is a timeout too.
    const response = await fetchImpl(url, { headers, signal: controller.signal });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) return { kind: 'malformed' };
      body = null;
    }
    const retryAfter = response.headers.get('retry-after');
    return { kind: 'response', status: response.status, body, ...(retryAfter ? { retryAfter } : {}) };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'timeout' };
    if (error instanceof TypeError) return { kind: 'network' };
    return { kind: 'unexpected' };
  } finally {
    clearTimeout(timer);
  }
}
