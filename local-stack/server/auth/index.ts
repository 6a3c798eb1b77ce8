/**
 * The local stack's `/auth/v1`: the subset of GoTrue that this product's supabase-js calls
 * use, answering with GoTrue's shapes, status codes and error codes.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { StackEnv } from '../http-types.ts';
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

/** GoTrue's own variable name, so the setting reads the same as on a self-hosted GoTrue. */
const REUSE_INTERVAL_ENV = 'GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL';

function reuseIntervalFromEnv(): number {
  const value = Number(process.env[REUSE_INTERVAL_ENV] ?? '');
  return process.env[REUSE_INTERVAL_ENV] && Number.isFinite(value) && value >= 0 ? value : 10;
}

/**
 * One bucket for every way a client can make an account: an e-mail sign-up and the local OAuth
 * provider page's consent, so switching between them gets no more than `sign_in_sign_ups`.
 */
const SIGN_UP = 'sign-up';

/** Only a UUID is a user id: any other `/admin/users/<x>` is an unknown route (404). */
const USER_ID = ':id{[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}}';

export function createAuthService(options: AuthServiceOptions = {}): Hono<StackEnv> {
  const resolved: ResolvedAuthOptions = {
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? reuseIntervalFromEnv(),
    rateLimits: { ...loadRateLimits(), ...options.rateLimits },
    emailLinkAnswerMs: options.emailLinkAnswerMs ?? EMAIL_LINK_ANSWER_MS,
  };
  const limiter = new RateLimiter(resolved.rateLimits);
  const run = (route: Route) => (c: Context<StackEnv>) => route(c.req.raw, { ...c.var.ctx, url: new URL(c.req.url), options: resolved });
  /** Counts the request against `[auth.rate_limit] name`, in one bucket per endpoint (`action`), before any work. */
  const limited =
    (name: RateLimitName, action: string): MiddlewareHandler<StackEnv> =>
    async (c, next) => {
      if (!limiter.take(name, action, c.var.ctx.clientAddress ?? 'unknown')) throw overRateLimit();
      await next();
    };
  // Password sign-in is what a brute force hammers; refreshes and code exchanges are routine.
  const tokenLimit: MiddlewareHandler<StackEnv> = (c, next) =>
    c.req.query('grant_type') === 'password'
      ? limited('sign_in_sign_ups', 'token:password')(c, next)
      : limited('token_refresh', 'token')(c, next);

  const auth = new Hono<StackEnv>();
  auth.post('/signup', limited('sign_in_sign_ups', SIGN_UP), run(signup));
  auth.post('/token', tokenLimit, run(token));
  auth.post('/logout', run(logout));
  auth.get('/user', run(getUser));
  auth.put('/user', run(updateUserRoute));
  auth.post('/recover', limited('sign_in_sign_ups', 'POST /recover'), run(recover));
  auth.post('/otp', limited('sign_in_sign_ups', 'POST /otp'), run(otp));
  auth.post('/resend', limited('sign_in_sign_ups', 'POST /resend'), run(resend));
  auth.get('/verify', limited('token_verifications', 'GET /verify'), run(verifyGet));
  auth.post('/verify', limited('token_verifications', 'POST /verify'), run(verifyPost));
  // The OAuth stand-in: starting a flow and showing its page write a flow row each; submitting
  // the page makes the account, so it spends from the same bucket as an e-mail sign-up.
  auth.get('/authorize', limited('sign_in_sign_ups', 'GET /authorize'), run(authorize));
  auth.get('/provider/:provider{google|github}', limited('sign_in_sign_ups', 'GET /provider'), run(providerPage));
  auth.post('/provider/:provider{google|github}', limited('sign_in_sign_ups', SIGN_UP), run(providerCallback));
  auth.get('/admin/users', run(adminListUsers));
  auth.post('/admin/users', run(adminCreateUser));
  auth.get(`/admin/users/${USER_ID}`, run(adminGetUser));
  auth.put(`/admin/users/${USER_ID}`, run(adminUpdateUser));
  auth.delete(`/admin/users/${USER_ID}`, run(adminDeleteUser));
  auth.post('/admin/generate_link', run(adminGenerateLink));
  auth.get('/settings', run(settings));
  auth.get('/health', run(health));
  auth.all('*', () => {
    throw new AuthError(404, 'not_found', 'Not Found');
  });
  auth.onError((error, c) => (error instanceof AuthError ? errorResponse(c.req.raw, error) : unexpectedErrorResponse(c.req.raw, error)));
  return auth;
}
