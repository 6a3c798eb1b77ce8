/** GoTrue's `requireAuthentication`: a valid bearer JWT whose user and session still exist. */
import type { ServiceContext } from '../http-types.ts';
import { verifyJwt } from '../jwt.ts';
import { AuthError, forbidden } from './errors.ts';
import { sessionExists } from './sessions.ts';
import { findUserById, type UserRow } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Caller {
  user: UserRow;
  sessionId: string | null;
}

function bearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1].trim();
}

export async function authenticate(request: Request, ctx: ServiceContext): Promise<Caller> {
  const verified = await verifyJwt(bearerToken(request), ctx.config.jwtSecret);
  if (!verified.ok) {
    const why = verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  const { sub, session_id: sessionId } = verified.claims;
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw forbidden('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  if (typeof sessionId === 'string' && sessionId) {
    if (!UUID.test(sessionId) || !(await sessionExists(ctx.db, sessionId))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId };
  }
  return { user, sessionId: null };
}
