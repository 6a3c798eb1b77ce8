/**
 * The local stack's `/auth/v1`: the subset of GoTrue that this product's supabase-js calls
 * use, answering with GoTrue's shapes, status codes and error codes.
 */
import type { ServiceHandler } from '../http-types.ts';
import { AuthError, errorResponse, unexpectedErrorResponse } from './errors.ts';
import { loadRateLimits } from './rate-limit-settings.ts';
import { overRateLimit, RateLimiter, type RateLimitName } from './rate-limit.ts';
import type { AuthServiceOptions, ResolvedAuthOptions, Route } from './route-types.ts';
import { EMAIL_LINK_ANSWER_MS } from './steady-answer.ts';
import { adminCreateUser, adminDeleteUser, adminGenerateLink, adminGetUser, adminListUsers, adminUpdateUser } from './routes/admin.ts';
import { authorize } from './routes/authorize.ts';
import { logout } from './routes/logout.ts';
import { otp, resend } from './routes/otp.ts';
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
  'POST /otp': otp,
  'POST /resend': resend,
  'GET /verify': verifyGet,
  'POST /verify': verifyPost,
  'GET /authorize': authorize,
  'GET /provider/google': providerPage,
  'GET /provider/github': providerPage,
  'POST /provider/google': providerCallback,
  'POST /provider/github': providerCallback,
  'GET /admin/users': adminListUsers,
  'POST /admin/users': adminCreateUser,
  'POST /admin/generate_link': adminGenerateLink,
  'GET /settings': settings,
  'GET /health': health,
};

/** Routes with an id in the path, e.g. /admin/users/<uuid>. */
const ID_ROUTES: Record<string, Route> = {
  'GET /admin/users/:id': adminGetUser,
  'PUT /admin/users/:id': adminUpdateUser,
  'DELETE /admin/users/:id': adminDeleteUser,
};
const USER_ID_PATH = /^\/admin\/users\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function routePath(pathname: string): string {
  return (pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : pathname).replace(/\/+$/, '') || '/';
}

function findRoute(method: string, path: string): Route | undefined {
  if (USER_ID_PATH.test(path)) return ID_ROUTES[`${method} /admin/users/:id`];
  return ROUTES[`${method} ${path}`];
}

/** Endpoints a client could flood or brute-force, and the `[auth.rate_limit]` setting of each. */
const LIMITED: Record<string, RateLimitName> = {
  'POST /signup': 'sign_in_sign_ups',
  'POST /recover': 'sign_in_sign_ups',
  'POST /otp': 'sign_in_sign_ups',
  'POST /resend': 'sign_in_sign_ups',
  'GET /verify': 'token_verifications',
  'POST /verify': 'token_verifications',
};

/** Which limit a request counts against, and the bucket (endpoint) it is counted in. */
function rateLimitOf(method: string, path: string, url: URL): { name: RateLimitName; action: string } | null {
  const key = `${method} ${path}`;
  if (key === 'POST /token') {
    const grant = url.searchParams.get('grant_type') ?? '';
    // Password sign-in is what a brute force hammers; refreshes and code exchanges are routine.
    return grant === 'password' ? { name: 'sign_in_sign_ups', action: 'token:password' } : { name: 'token_refresh', action: 'token' };
  }
  const name = LIMITED[key];
  return name ? { name, action: key } : null;
}

/** GoTrue's own variable name, so the setting reads the same as on a self-hosted GoTrue. */
const REUSE_INTERVAL_ENV = 'GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL';

function reuseIntervalFromEnv(): number {
  const value = Number(process.env[REUSE_INTERVAL_ENV] ?? '');
  return process.env[REUSE_INTERVAL_ENV] && Number.isFinite(value) && value >= 0 ? value : 10;
}

export function createAuthService(options: AuthServiceOptions = {}): ServiceHandler {
  const resolved: ResolvedAuthOptions = {
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? reuseIntervalFromEnv(),
    rateLimits: { ...loadRateLimits(), ...options.rateLimits },
    emailLinkAnswerMs: options.emailLinkAnswerMs ?? EMAIL_LINK_ANSWER_MS,
  };
  const limiter = new RateLimiter(resolved.rateLimits);
  return async (request, ctx) => {
    // CORS headers are the front's job; a pre-flight that reaches us just needs a 2xx.
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
    const url = new URL(request.url);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const path = routePath(url.pathname);
    const route = findRoute(method, path);
    try {
      if (!route) throw new AuthError(404, 'not_found', 'Not Found');
      const limit = rateLimitOf(method, path, url);
      if (limit && !limiter.take(limit.name, limit.action, ctx.clientAddress ?? 'unknown')) throw overRateLimit();
      return await route(request, { ...ctx, url, options: resolved });
    } catch (error) {
      return error instanceof AuthError ? errorResponse(request, error) : unexpectedErrorResponse(request, error);
    }
  };
}
