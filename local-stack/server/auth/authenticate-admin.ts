/** GoTrue's `requireAdmin`: the admin API takes the service_role key (or any JWT with an admin role). */
import type { ServiceContext } from '../http-types.ts';
import { verifyJwt } from '../jwt.ts';
import { AuthError, forbidden } from './errors.ts';

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

export async function requireAdmin(request: Request, ctx: ServiceContext): Promise<void> {
  const header = request.headers.get('authorization') ?? '';
  const token = /^bearer\s+(.+)$/i.exec(header.trim())?.[1];
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(token, ctx.config.jwtSecret);
  if (!verified.ok) throw forbidden('bad_jwt', 'invalid JWT: unable to parse or verify signature');
  if (!ADMIN_ROLES.includes(String(verified.claims.role))) throw forbidden('not_admin', 'User not allowed');
}
