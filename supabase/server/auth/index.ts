/**
 * The local stack's `/auth/v1`: the subset of GoTrue that this product's supabase-js calls
 * use, answering with GoTrue's shapes, status codes and error codes.
 */
import type { ServiceHandler } from '../http-types.ts';
import { AuthError, errorResponse, unexpectedErrorResponse } from './errors.ts';
import type { AuthServiceOptions, Route } from './route-types.ts';
import { authorize } from './routes/authorize.ts';
import { logout } from './routes/logout.ts';
import { providerCallback, providerPage } from './routes/provider.ts';
import { recover } from './routes/recover.ts';
import { health, settings } from './routes/settings.ts';
import { signup } from './routes/signup.ts';
import { token } from './routes/token.ts';
import { getUser, updateUserRoute } from './routes/user.ts';
import { verifyGet, verifyPost } from './routes/verify.ts';

export type { AuthServiceOptions } from './route-types.ts';

const PREFIX = '/auth/v1';

const ROUTES: Record<string, Route> = {
  'POST /signup': signup,
  'POST /token': token,
  'POST /logout': logout,
  'GET /user': getUser,
  'PUT /user': updateUserRoute,
  'POST /recover': recover,
  'GET /verify': verifyGet,
  'POST /verify': verifyPost,
  'GET /authorize': authorize,
  'GET /provider/google': providerPage,
  'GET /provider/github': providerPage,
  'POST /provider/google': providerCallback,
  'POST /provider/github': providerCallback,
  'GET /settings': settings,
  'GET /health': health,
};

function routeKey(method: string, pathname: string): string {
  const path = pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : pathname;
  return `${method} ${path.replace(/\/+$/, '') || '/'}`;
}

/** GoTrue's own variable name, so the setting reads the same as on a self-hosted GoTrue. */
const REUSE_INTERVAL_ENV = 'GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL';

function reuseIntervalFromEnv(): number {
  const value = Number(process.env[REUSE_INTERVAL_ENV] ?? '');
  return process.env[REUSE_INTERVAL_ENV] && Number.isFinite(value) && value >= 0 ? value : 10;
}

export function createAuthService(options: AuthServiceOptions = {}): ServiceHandler {
  const resolved: Required<AuthServiceOptions> = {
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? reuseIntervalFromEnv(),
  };
  return async (request, ctx) => {
    // CORS headers are the front's job; a pre-flight that reaches us just needs a 2xx.
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
    const url = new URL(request.url);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const route = ROUTES[routeKey(method, url.pathname)];
    try {
      if (!route) throw new AuthError(404, 'not_found', 'Not Found');
      return await route(request, { ...ctx, url, options: resolved });
    } catch (error) {
      return error instanceof AuthError ? errorResponse(request, error) : unexpectedErrorResponse(request, error);
    }
  };
}
