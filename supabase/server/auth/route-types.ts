import type { ServiceContext } from '../http-types.ts';

export interface AuthServiceOptions {
  /**
   * Seconds during which a just-rotated refresh token may still be used (GoTrue's
   * `REFRESH_TOKEN_REUSE_INTERVAL`, 10 by default on hosted and local Supabase). Defaults to
   * the environment variable GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, else 10.
   */
  refreshTokenReuseInterval?: number;
}

export interface RouteContext extends ServiceContext {
  url: URL;
  options: Required<AuthServiceOptions>;
}

export type Route = (request: Request, route: RouteContext) => Promise<Response>;
