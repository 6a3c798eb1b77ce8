/**
 * Who is calling, for the per-client rate limit: the caller's IP address as the gateway in
 * front of the function records it in `x-forwarded-for` (hosted Supabase's gateway does; the
 * local stack's Node server sets it from the socket, replacing whatever the caller sent).
 *
 * The JWT subject is deliberately not used: the function runs with `verify_jwt = false` (image
 * tags call it without a token), so a `sub` claim would be unverified and a caller could mint a
 * fresh identity per request. A forged `x-forwarded-for` on hosted Supabase only moves a caller
 * into another per-client window, never past the shared TMDb budget.
 */
const MAX_KEY_LENGTH = 64;

/** The first address of `x-forwarded-for` (the original caller), or `unknown` without one. */
export function clientKeyOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for') ?? request.headers.get('x-real-ip') ?? '';
  const first = forwarded.split(',')[0]?.trim().toLowerCase() ?? '';
  return /^[0-9a-f.:[\]]+$/.test(first) ? `ip:${first.slice(0, MAX_KEY_LENGTH)}` : 'unknown';
}
