/**
 * GET /verify (the e-mail link: redirects with tokens or an error) and POST /verify
 * (token_hash from a custom link: answers with the session).
 */
import type { Tx } from '../../db/types.ts';
import type { AmrMethod } from '../access-token.ts';
import { forbidden, badRequest } from '../errors.ts';
import { json, readParams, redirect, stringParam } from '../http.ts';
import type { VerificationType } from '../mail-templates.ts';
import { completeFlow, latestUserFlow, type AuthenticationMethod } from '../pkce.ts';
import { requestedRedirect, sessionFragment, withFragment, withQuery } from '../redirect.ts';
import type { Route, RouteContext } from '../route-types.ts';
import { issueSession, type SessionJson } from '../sessions.ts';
import { toEpochSeconds } from '../timestamps.ts';
import { findUserByEmail, findUserByToken, updateUser, type TokenColumn, type UserRow } from '../users.ts';
import { isPkceToken, VERIFICATION_TTL_SECONDS } from '../verification-tokens.ts';

interface TypeRule {
  column: TokenColumn;
  sentAt: keyof UserRow;
  amr: AmrMethod;
  flow: AuthenticationMethod;
  /** What redeeming the token changes on the user, besides clearing the token. */
  apply: string;
}

const CONFIRM = `email_confirmed_at = coalesce(email_confirmed_at, now())`;

const RULES: Record<VerificationType, TypeRule> = {
  signup: {
    column: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    amr: 'otp',
    flow: 'email_signup',
    apply: `confirmation_token = null, ${CONFIRM}`,
  },
  invite: {
    column: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    amr: 'otp',
    flow: 'email_signup',
    apply: `confirmation_token = null, ${CONFIRM}`,
  },
  recovery: {
    column: 'recovery_token',
    sentAt: 'recovery_sent_at',
    amr: 'recovery',
    flow: 'recovery',
    apply: `recovery_token = null, ${CONFIRM}`,
  },
  magiclink: {
    column: 'recovery_token',
    sentAt: 'recovery_sent_at',
    amr: 'otp',
    flow: 'magiclink',
    apply: `recovery_token = null, ${CONFIRM}`,
  },
  email_change: {
    column: 'email_change_token',
    sentAt: 'email_change_sent_at',
    amr: 'otp',
    flow: 'email_change',
    apply: `email = email_change, email_change = null, email_change_token = null`,
  },
};

/** `email` is supabase-js's newer name for "a sign-up confirmation or a magic link". */
function rulesFor(type: string): TypeRule[] {
  if (type === 'email') return [RULES.signup, RULES.magiclink];
  return Object.hasOwn(RULES, type) ? [RULES[type as VerificationType]] : [];
}

const LINK_INVALID = 'Email link is invalid or has expired';

class LinkError extends Error {}

async function findHolder(
  tx: Tx,
  rules: TypeRule[],
  token: string,
  email: string | null,
): Promise<{ user: UserRow; rule: TypeRule } | null> {
  const byEmail = email ? await findUserByEmail(tx, email) : null;
  for (const rule of rules) {
    const user = email ? byEmail : await findUserByToken(tx, rule.column, token);
    if (user && user[rule.column] === token) return { user, rule };
  }
  return null;
}

/** Redeems a one-time token; throws LinkError when it is unknown, expired or of another type. */
async function redeem(tx: Tx, type: string, token: string, email: string | null): Promise<{ user: UserRow; rule: TypeRule }> {
  const rules = rulesFor(type);
  if (!rules.length || !token) throw new LinkError(LINK_INVALID);
  const holder = await findHolder(tx, rules, token, email);
  if (!holder) throw new LinkError(LINK_INVALID);
  const { user, rule } = holder;
  const sentAt = toEpochSeconds(user[rule.sentAt]) ?? 0;
  if (Date.now() / 1000 > sentAt + VERIFICATION_TTL_SECONDS) throw new LinkError(LINK_INVALID);
  const updated = await updateUser(tx, user.id, rule.apply, []);
  if (rule.column !== 'email_change_token') {
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
       where user_id = $1 and provider = 'email'`,
      [user.id],
    );
  } else {
    await tx.query(
      `update auth.identities set email = $2, identity_data = identity_data || jsonb_build_object('email', $2::text)
       where user_id = $1 and provider = 'email'`,
      [user.id, updated.email],
    );
  }
  return { user: updated, rule };
}

function errorParams(): Record<string, string> {
  return { error: 'access_denied', error_code: 'otp_expired', error_description: LINK_INVALID };
}

export const verifyGet: Route = async (request, route) => {
  const type = route.url.searchParams.get('type') ?? '';
  const token = route.url.searchParams.get('token') ?? '';
  const redirectTo = requestedRedirect(request, route.config);
  const pkce = isPkceToken(token);
  try {
    const location = await route.db.transaction(async (tx) => {
      const { user, rule } = await redeem(tx, type, token, null);
      if (pkce) {
        const flow = await latestUserFlow(tx, user.id, rule.flow);
        if (!flow) throw new LinkError(LINK_INVALID);
        await completeFlow(tx, flow.id, user.id, null);
        return withQuery(redirectTo, { code: flow.auth_code });
      }
      const session = await issueSession(tx, route.config, user.id, rule.amr);
      return withFragment(redirectTo, sessionFragment(session, { type }));
    });
    return redirect(location, 303);
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    // PKCE clients read errors from the query, implicit ones from the fragment.
    const location = pkce ? withQuery(redirectTo, errorParams()) : withFragment(redirectTo, errorParams());
    return redirect(location, 303);
  }
};

async function verifyPostSession(route: RouteContext, type: string, token: string, email: string | null): Promise<SessionJson> {
  try {
    return await route.db.transaction(async (tx) => {
      const { user, rule } = await redeem(tx, type, token, email);
      return issueSession(tx, route.config, user.id, rule.amr);
    });
  } catch (error) {
    if (error instanceof LinkError) throw forbidden('otp_expired', 'Token has expired or is invalid');
    throw error;
  }
}

export const verifyPost: Route = async (request, route) => {
  const params = await readParams(request);
  const type = stringParam(params, 'type');
  if (!rulesFor(type).length) throw badRequest('validation_failed', 'Verify requires a verification type');
  const tokenHash = stringParam(params, 'token_hash');
  const token = stringParam(params, 'token');
  const email = stringParam(params, 'email').trim().toLowerCase();
  if (tokenHash) return json(await verifyPostSession(route, type, tokenHash, null));
  if (token && email) return json(await verifyPostSession(route, type, token, email));
  throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
};
