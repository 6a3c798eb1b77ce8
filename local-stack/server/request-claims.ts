/**
 * Which database role a request runs as, decided from its JWT the way PostgREST and Storage
 * decide it: no token → anon; a valid token → its `role` claim (anon, authenticated or
 * service_role) with all its claims.
 */
import type { StackConfig } from './config.ts';
import { requestToken, verifyJwt } from './jwt.ts';
import { isDbRole } from './db/role-session.ts';
import type { JwtClaims } from './db/types.ts';

export type ClaimsResult = { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid' | 'role'; message: string };

export async function requestClaims(request: Request, config: Pick<StackConfig, 'jwtSecret'>): Promise<ClaimsResult> {
  const token = requestToken(request);
  if (!token) return { ok: true, claims: { role: 'anon' } };
  const verified = await verifyJwt(token, config.jwtSecret);
  if (!verified.ok) {
    return verified.reason === 'expired'
      ? { ok: false, reason: 'expired', message: 'JWT expired' }
      : { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' };
  }
  const role = verified.claims.role ?? 'anon';
  if (!isDbRole(role)) return { ok: false, reason: 'role', message: `role "${String(role)}" does not exist` };
  return { ok: true, claims: { ...verified.claims, role } };
}
