/**
 * The backend's one CORS policy, for the browser apps on other origins (the ports of apps.json locally).
 * Edge functions send it themselves: hosted Supabase adds no CORS headers to a function's
 * answers, errors included. The local stack applies the same policy to `/auth/v1`, `/rest/v1`
 * and `/storage/v1` (`server/app.ts`). Any origin may call: supabase-js sends its keys and tokens
 * in headers, never cookies, so `*` is enough and no origin needs to be echoed.
 * Imported by relative path from the functions (Deno) and the stack (Node): no runtime APIs here.
 */
export const CORS_POLICY = {
  allowOrigin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  /** What supabase-js and the apps send: keys and tokens, PostgREST's and Storage's headers. */
  allowHeaders: [
    'authorization',
    'apikey',
    'content-type',
    'x-client-info',
    'prefer',
    'range',
    'range-unit',
    'x-upsert',
    'accept-profile',
    'content-profile',
    'x-supabase-api-version',
    'x-metadata',
    'cache-control',
    'x-region',
  ],
  /** What the apps read: counts (Content-Range), GoTrue's error shape version, how long to wait after a 429. */
  exposeHeaders: ['Content-Range', 'X-Total-Count', 'Location', 'Content-Location', 'X-Supabase-Api-Version', 'Retry-After'],
  maxAgeSeconds: 86400,
} as const;

export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': CORS_POLICY.allowOrigin,
  'Access-Control-Allow-Headers': CORS_POLICY.allowHeaders.join(', '),
  'Access-Control-Allow-Methods': CORS_POLICY.allowMethods.join(', '),
  'Access-Control-Expose-Headers': CORS_POLICY.exposeHeaders.join(', '),
  'Access-Control-Max-Age': String(CORS_POLICY.maxAgeSeconds),
};

/** A function's answer to a pre-flight, as Supabase's functions give it. */
export function preflightResponse(): Response {
  return new Response('ok', { status: 200, headers: corsHeaders });
}
