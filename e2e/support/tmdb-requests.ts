/**
 * What the page asked the tmdb-proxy function: the apps send `{path, params}` as a GET
 * (`?request=<JSON>`), a page's first data as one batched GET (`?requests=[<JSON>, …]`); a POST of
 * the same JSON (supabase-js's `functions.invoke`) reads the same.
 */
import type { Request } from '@playwright/test';

export interface ProxyRequest {
  path?: string;
  params?: Record<string, string | number | boolean>;
}

/** The requests one call to the proxy carries: one, or a batch's (none for anything else). */
export function proxyRequestsOf(request: Request): ProxyRequest[] {
  const url = new URL(request.url());
  if (!url.pathname.endsWith('/functions/v1/tmdb-proxy')) return [];
  try {
    if (request.method() === 'GET') {
      const single = url.searchParams.get('request');
      if (single !== null) return [JSON.parse(single) as ProxyRequest];
      const batch = url.searchParams.get('requests');
      return batch === null ? [] : (JSON.parse(batch) as ProxyRequest[]);
    }
    return request.method() === 'POST' ? [request.postDataJSON() as ProxyRequest] : [];
  } catch {
    return [];
  }
}

/** Whether the call asks the proxy (alone or in a batch) for `path` with (at least) these parameters. */
export function isProxyCall(request: Request, path: string, params: Record<string, string | number> = {}): boolean {
  return proxyRequestsOf(request).some(
    (body) => body.path === path && Object.entries(params).every(([key, value]) => String(body.params?.[key]) === String(value)),
  );
}
