/**
 * Hosted Supabase does not add CORS headers for a function: the browser calls it cross-origin,
 * so every response, errors included, must carry them.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  // A rate-limited page reads how long to wait before it asks again.
  'Access-Control-Expose-Headers': 'Retry-After',
};

export function preflightResponse(): Response {
  return new Response('ok', { status: 200, headers: corsHeaders });
}
