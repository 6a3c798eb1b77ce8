/**
 * The app's user-facing messages for everything that can go wrong between the proxy and TMDb, and
 * the HTTP status the proxy answers with. The offline catalog's answers go through the same
 * mapping, so a missing film reads the same in both modes.
 */
import type { TmdbResponse } from '../_shared/tmdb-routes.ts';

export const MESSAGES = {
  invalidKey: 'Invalid API key. Please check your TMDb API key.',
  notFound: 'Resource not found.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serverError: 'TMDb server error. Please try again later.',
  fallback: 'An error occurred while fetching data.',
  timeout: 'Request timeout. Please check your internet connection.',
  network: 'Network error. Please check your internet connection.',
  unexpected: 'An unexpected error occurred.',
  configuration: 'Request configuration error',
} as const;

export const rateLimitMessage = (seconds: number) => `Rate limit exceeded. Please wait ${seconds} seconds.`;

/** What came back from upstream: an HTTP answer, or the reason there was none. */
export type UpstreamResult =
  | ({ kind: 'response'; retryAfter?: string } & TmdbResponse)
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'malformed' }
  | { kind: 'unexpected' }
  | { kind: 'configuration' };

export type ProxyBody = { success: true; data: unknown } | { success: false; error: string };

export interface ProxyAnswer {
  status: number;
  body: ProxyBody;
  headers?: Record<string, string>;
}

export const failure = (status: number, error: string, headers?: Record<string, string>): ProxyAnswer => ({
  status,
  body: { success: false, error },
  ...(headers ? { headers } : {}),
});

function statusMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { status_message?: unknown }).status_message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * Upstream failures are the gateway's problem, not the caller's (a bad TMDb key is not the
 * visitor's bad credentials), hence 502/504; 404 and 429 keep their meaning for the client.
 */
export function toProxyAnswer(result: UpstreamResult): ProxyAnswer {
  switch (result.kind) {
    case 'timeout':
      return failure(504, MESSAGES.timeout);
    case 'network':
      return failure(502, MESSAGES.network);
    case 'malformed':
      return failure(502, MESSAGES.unexpected);
    case 'unexpected':
      return failure(500, MESSAGES.unexpected);
    case 'configuration':
      return failure(500, MESSAGES.configuration);
    case 'response':
      break;
  }
  const { status, body } = result;
  if (status >= 200 && status < 300) return { status: 200, body: { success: true, data: body } };
  if (status === 401) return failure(502, MESSAGES.invalidKey);
  if (status === 404) return failure(404, MESSAGES.notFound);
  if (status === 429) {
    // The caller's own retry logic needs a wait even when TMDb names none: one budget window.
    const wait = result.retryAfter && /^\d{1,5}$/.test(result.retryAfter.trim()) ? result.retryAfter.trim() : '10';
    return failure(429, MESSAGES.tooManyRequests, { 'Retry-After': wait });
  }
  if (status === 500) return failure(502, MESSAGES.serverError);
  return failure(502, statusMessageOf(body) ?? MESSAGES.fallback);
}
