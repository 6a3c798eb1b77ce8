/**
 * CORS for `/inbox`, which holds live sign-in and password-reset links: only the site's own
 * origins (SITE_URL and the origins of the redirect allow-list) may read it from a browser.
 * Any other origin gets no Access-Control-Allow-Origin (nor allowed methods), so its scripts
 * can neither read the inbox nor pass the pre-flight that DELETE needs.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { CORS_POLICY } from '../../../supabase/functions/_shared/cors.ts';
import type { StackConfig } from '../config.ts';
import type { StackEnv } from '../http-types.ts';

function originOf(url: string): string | null {
  if (url.includes('*') || url.includes('?')) return null;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

function inboxOrigins(config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>): Set<string> {
  const origins = [config.siteUrl, ...config.additionalRedirectUrls].map((url) => originOf(url.trim()));
  return new Set(origins.filter((origin): origin is string => origin !== null));
}

export function inboxCors(config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>): MiddlewareHandler<StackEnv> {
  return cors({
    origin: (origin) => (inboxOrigins(config).has(origin) ? origin : null),
    allowMethods: (origin) => (inboxOrigins(config).has(origin) ? ['GET', 'HEAD', 'DELETE', 'OPTIONS'] : []),
    allowHeaders: [...CORS_POLICY.allowHeaders],
    maxAge: CORS_POLICY.maxAgeSeconds,
  });
}
