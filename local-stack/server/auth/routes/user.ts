/** GET /user and PUT /user (e-mail, password, user metadata) for the bearer's user. */
import type { Tx } from '../../db/types.ts';
import { authenticate, type Caller } from '../authenticate.ts';
import { normalizeEmail } from '../email.ts';
import { unprocessable } from '../errors.ts';
import { json, objectParam, readParams, stringParam } from '../http.ts';
import { assertStrongPassword, hashPassword, passwordMatches } from '../password.ts';
import { parsePkceParams } from '../pkce.ts';
import { requestedRedirect } from '../redirect.ts';
import type { Route, RouteContext } from '../route-types.ts';
import { sendVerification } from '../send-verification.ts';
import { endSessions } from '../sessions.ts';
import { loadUserJson } from '../user-json.ts';
import { findUserByEmail, findUserById, updateUser } from '../users.ts';

export const getUser: Route = async (request, route) => {
  const caller = await authenticate(request, route);
  return json(await loadUserJson(route.db, caller.user.id));
};

/** GoTrue merges metadata key by key; a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

async function changeEmail(
  tx: Tx,
  route: RouteContext,
  caller: Caller,
  email: string,
  request: Request,
  pkceParams: ReturnType<typeof parsePkceParams>,
): Promise<void> {
  const owner = await findUserByEmail(tx, email);
  if (owner && owner.id !== caller.user.id) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  if (!route.config.enableConfirmations) {
    await updateUser(tx, caller.user.id, `email = $2, email_change = null, email_change_token = null`, [email]);
    await tx.query(
      `update auth.identities set email = $2, identity_data = identity_data || jsonb_build_object('email', $2::text),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [caller.user.id, email],
    );
    return;
  }
  const user = await updateUser(tx, caller.user.id, `email_change = $2`, [email]);
  await sendVerification(tx, route, {
    user,
    type: 'email_change',
    to: email,
    redirectTo: requestedRedirect(request, route.config),
    pkce: pkceParams,
  });
}

export const updateUserRoute: Route = async (request, route) => {
  const caller = await authenticate(request, route);
  const params = await readParams(request);
  const password = stringParam(params, 'password');
  const rawEmail = stringParam(params, 'email');
  const data = objectParam(params, 'data');
  const pkce = parsePkceParams(stringParam(params, 'code_challenge'), stringParam(params, 'code_challenge_method'));

  let passwordHash: string | null = null;
  if (password) {
    assertStrongPassword(password);
    if (await passwordMatches(password, caller.user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password);
  }
  const email = rawEmail ? normalizeEmail(rawEmail) : null;

  const body = await route.db.transaction(async (tx) => {
    const user = await findUserById(tx, caller.user.id);
    if (!user) throw new Error(`auth.users row ${caller.user.id} vanished`);
    if (data) {
      await updateUser(tx, user.id, `raw_user_meta_data = $2::jsonb`, [JSON.stringify(mergeMetadata(user.raw_user_meta_data, data))]);
    }
    if (email && email !== user.email) await changeEmail(tx, route, caller, email, request, pkce);
    if (passwordHash) {
      await updateUser(tx, user.id, `encrypted_password = $2, recovery_token = null`, [passwordHash]);
      // Like GoTrue: a new password signs out every other session.
      await endSessions(tx, user.id, caller.sessionId, caller.sessionId ? 'others' : 'global');
    }
    return loadUserJson(tx, user.id);
  });
  return json(body);
};
