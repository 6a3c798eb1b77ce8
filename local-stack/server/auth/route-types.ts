import type { ServiceContext } from '../http-types.ts';
import type { AuthRateLimits } from './rate-limit.ts';

export interface AuthServiceOptions {
  /**
   * Seconds during which a just-rotated refresh token may still be used (GoTrue's
   * `REFRESH_TOKEN_REUSE_INTERVAL`, 10 by default on hosted and local Supabase). Defaults to
   * the environment variable GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, else 10.
   */
  refreshTokenReuseInterval?: number;
  /** Requests per client and five minutes; defaults to config.toml's `[auth.rate_limit]`. */
  rateLimits?: Partial<AuthRateLimits>;
  /** When `/recover`, `/otp` and `/resend` answer, in ms after the request (see steady-answer.ts). */
  emailLinkAnswerMs?: number;
}

export interface ResolvedAuthOptions {
  refreshTokenReuseInterval: number;
  rateLimits: AuthRateLimits;
  emailLinkAnswerMs: number;
}

export interface RouteContext extends ServiceContext {
  url: URL;
  options: ResolvedAuthOptions;
}

export type Route = (request: Request, route: RouteContext) => Promise<Response>;
