/**
 * What the page asked the tmdb-proxy function: the apps send `{path, params}` as a GET
 * (`?request=<JSON>`); a POST of the same JSON (supabase-js's `functions.invoke`) reads the same.
 */
import type { Request } from '@playwright/test';

export interface ProxyRequest {
  path?: string;
  params?: Record<string, string | number | boolean>;
}

export function proxyRequestOf(request: Request): ProxyRequest | null {
  const url = new URL(request.url());
  if (!url.pathname.endsWith('/functions/v1/tmdb-proxy')) return null;
  try {
    if (request.method() === 'GET') {
      const encoded = url.searchParams.get('request');
      return encoded === null ? null : (JSON.parse(encoded) as ProxyRequest);
    }
    return request.method() === 'POST' ? (request.postDataJSON() as ProxyRequest) : null;
  } catch {
    return null;
  }
}

/** Whether the request asks the proxy for `path` with (at least) these parameters. */
export function isProxyCall(request: Request, path: string, params: Record<string, string | number> = {}): boolean {
  const body = proxyRequestOf(request);
  if (!body || body.path !== path) return false;
  return Object.entries(params).every(([key, value]) => String(body.params?.[key]) === String(value));
}
