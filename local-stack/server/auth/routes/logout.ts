/** POST /logout?scope=global|local|others: ends sessions; their refresh tokens go with them. */
import { authenticate } from '../authenticate.ts';
import { badRequest } from '../errors.ts';
import { noContent } from '../http.ts';
import type { Route } from '../route-types.ts';
import { endSessions, type LogoutScope } from '../sessions.ts';

const SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

function isScope(value: string): value is LogoutScope {
  return (SCOPES as readonly string[]).includes(value);
}

export const logout: Route = async (request, route) => {
  const scope = route.url.searchParams.get('scope') ?? 'global';
  if (!isScope(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  const caller = await authenticate(request, route);
  await route.db.transaction((tx) => endSessions(tx, caller.user.id, caller.sessionId, scope));
  return noContent();
};
