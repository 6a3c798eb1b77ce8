/** POST /token: grant types password, refresh_token and pkce. */
import type { AmrMethod } from '../access-token.ts';
import { badRequest } from '../errors.ts';
import { json, readParams, stringParam, type Params } from '../http.ts';
import { passwordMatches } from '../password.ts';
import { redeemAuthCode } from '../pkce.ts';
import type { Route, RouteContext } from '../route-types.ts';
import { issueSession, refreshSession, type SessionJson } from '../sessions.ts';
import { findUserByEmail } from '../users.ts';
import { MISSING_CREDENTIALS } from './signup.ts';

const INVALID_LOGIN = 'Invalid login credentials';

async function passwordGrant(params: Params, route: RouteContext): Promise<SessionJson> {
  const email = stringParam(params, 'email').trim();
  const password = stringParam(params, 'password');
  if (!email || !password) throw badRequest('validation_failed', MISSING_CREDENTIALS);
  // Read and compare outside any transaction: bcrypt is slow and PGlite has one connection.
  const user = await findUserByEmail(route.db, email);
  // Compared even when there is no such user (against a dummy hash): equal work either way.
  const matches = await passwordMatches(password, user?.encrypted_password ?? null);
  if (!user || !matches) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  return route.db.transaction((tx) => issueSession(tx, route.config, user.id, 'password'));
}

const AMR_OF_FLOW: Record<string, AmrMethod> = {
  oauth: 'oauth',
  recovery: 'recovery',
  email_signup: 'otp',
  magiclink: 'otp',
  email_change: 'otp',
};

async function pkceGrant(params: Params, route: RouteContext): Promise<SessionJson> {
  return route.db.transaction(async (tx) => {
    const flow = await redeemAuthCode(tx, stringParam(params, 'auth_code'), stringParam(params, 'code_verifier'));
    const session = await issueSession(tx, route.config, flow.user_id, AMR_OF_FLOW[flow.authentication_method ?? ''] ?? 'oauth');
    return flow.provider_access_token ? { ...session, provider_token: flow.provider_access_token } : session;
  });
}

export const token: Route = async (request, route) => {
  const grantType = route.url.searchParams.get('grant_type') ?? '';
  const params = await readParams(request);
  switch (grantType) {
    case 'password':
      return json(await passwordGrant(params, route));
    case 'refresh_token': {
      const refreshToken = stringParam(params, 'refresh_token');
      if (!refreshToken) throw badRequest('validation_failed', 'refresh_token required');
      return json(await refreshSession(route.db, route.config, refreshToken, route.options.refreshTokenReuseInterval));
    }
    case 'pkce':
      return json(await pkceGrant(params, route));
    default:
      throw badRequest('validation_failed', 'unsupported_grant_type');
  }
};
