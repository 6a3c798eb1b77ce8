/**
 * CORS for `/inbox`, which holds live sign-in and password-reset links: only the site's own
 * origins (SITE_URL and the origins of the redirect allow-list) may read it from a browser.
 * Any other origin gets no CORS headers at all, so its scripts can neither read the inbox nor
 * pass the pre-flight that DELETE needs.
 */
import type { StackConfig } from '../config.ts';
import { ALLOWED_HEADERS } from '../cors.ts';

function originOf(url: string): string | null {
  if (url.includes('*') || url.includes('?')) return null;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function inboxOrigins(config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>): Set<string> {
  const origins = [config.siteUrl, ...config.additionalRedirectUrls].map((url) => originOf(url.trim()));
  return new Set(origins.filter((origin): origin is string => origin !== null));
}

function corsHeaders(request: Request, config: StackConfig): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || !inboxOrigins(config).has(origin)) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, HEAD, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
}

export function inboxPreflight(request: Request, config: StackConfig): Response {
  return new Response(null, { status: 204, headers: corsHeaders(request, config) });
}

export function withInboxCors(request: Request, response: Response, config: StackConfig): Response {
  const headers = new Headers(response.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  for (const [name, value] of Object.entries(corsHeaders(request, config))) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
