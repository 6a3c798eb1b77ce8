/** POST /signup: e-mail + password accounts, auto-confirmed unless confirmations are on. */
import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../email.ts';
import { createEmailAccount } from '../email-account.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { json, objectParam, readParams, stringParam, type Params } from '../http.ts';
import { assertStrongPassword, hashPassword } from '../password.ts';
import { parsePkceParams } from '../pkce.ts';
import { requestedRedirect } from '../redirect.ts';
import type { Route } from '../route-types.ts';
import { sendVerification } from '../send-verification.ts';
import { issueSession } from '../sessions.ts';
import { loadUserJson, userJson } from '../user-json.ts';
import { findUserByEmail, type UserRow } from '../users.ts';

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

/** Body-level redirect hints some clients send instead of the `redirect_to` query. */
function bodyRedirects(params: Params): string[] {
  const options = objectParam(params, 'options');
  return [
    stringParam(params, 'email_redirect_to'),
    stringParam(params, 'redirect_to'),
    options && typeof options.emailRedirectTo === 'string' ? options.emailRedirectTo : '',
  ];
}

/** What GoTrue answers for an already confirmed address when confirmations are on: a decoy, so sign-up does not reveal accounts. */
function decoyUser(user: UserRow, data: Record<string, unknown>): ReturnType<typeof userJson> {
  const now = new Date().toISOString();
  return {
    ...userJson(user, []),
    id: randomUUID(),
    user_metadata: data,
    app_metadata: { provider: 'email', providers: ['email'] },
    created_at: now,
    updated_at: now,
    confirmation_sent_at: now,
    email_confirmed_at: undefined,
    confirmed_at: undefined,
    last_sign_in_at: undefined,
  };
}

export const signup: Route = async (request, ctx) => {
  const params = await readParams(request);
  const rawEmail = stringParam(params, 'email');
  const password = stringParam(params, 'password');
  const data = objectParam(params, 'data') ?? {};
  if (!rawEmail && stringParam(params, 'phone')) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!rawEmail || !password) throw badRequest('validation_failed', MISSING_CREDENTIALS);
  assertStrongPassword(password);
  const email = normalizeEmail(rawEmail);
  const pkce = parsePkceParams(stringParam(params, 'code_challenge'), stringParam(params, 'code_challenge_method'));
  const redirectTo = requestedRedirect(request, ctx.config, ...bodyRedirects(params));
  const autoconfirm = !ctx.config.enableConfirmations;
  // bcrypt takes ~100 ms: never inside a transaction, which would hold PGlite's only connection.
  const passwordHash = await hashPassword(password);

  const body = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      if (existing.email_confirmed_at) return decoyUser(existing, data);
      // Unconfirmed: resend the confirmation, without trusting this request's password or data.
      await sendVerification(tx, ctx, { user: existing, type: 'signup', to: email, redirectTo, pkce });
      return loadUserJson(tx, existing.id);
    }
    const user = await createEmailAccount(tx, { email, passwordHash, userMetadata: data, confirmed: autoconfirm });
    if (autoconfirm) return issueSession(tx, ctx.config, user.id, 'password');
    await sendVerification(tx, ctx, { user, type: 'signup', to: email, redirectTo, pkce });
    return loadUserJson(tx, user.id);
  });
  return json(body);
};
