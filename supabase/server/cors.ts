/**
 * CORS for the browser apps, which run on other origins (ports 3000-3005): any origin is
 * echoed back, and the headers supabase-js reads (Content-Range for counts) are exposed.
 */
export const ALLOWED_HEADERS = [
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
].join(', ');

export const EXPOSED_HEADERS = 'Content-Range, X-Total-Count, Location, Content-Location, X-Supabase-Api-Version';

function corsHeaders(request: Request): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.get('origin') ?? '*',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-expose-headers': EXPOSED_HEADERS,
    'access-control-max-age': '86400',
    vary: 'Origin',
  };
}

export function preflightResponse(request: Request): Response {
  return new Response(null, { status: 204, headers: corsHeaders(request) });
}

/** Adds CORS headers unless the service set its own (edge functions answer CORS themselves). */
export function withCors(request: Request, response: Response): Response {
  if (response.headers.has('access-control-allow-origin')) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(corsHeaders(request))) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
