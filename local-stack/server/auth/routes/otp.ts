/** POST /otp (magic link sign-in) and POST /resend (the sign-up confirmation again). */
import type { Tx } from '../../db/types.ts';
import { createEmailAccount } from '../email-account.ts';
import { normalizeEmail } from '../email.ts';
import { badRequest, unprocessable } from '../errors.ts';
import { json, objectParam, readParams, stringParam } from '../http.ts';
import { parsePkceParams, type PkceParams } from '../pkce.ts';
import { requestedRedirect } from '../redirect.ts';
import type { Route, RouteContext } from '../route-types.ts';
import { sendVerification } from '../send-verification.ts';
import { answerSteadily } from '../steady-answer.ts';
import { findUserByEmail } from '../users.ts';

interface LinkRequest {
  email: string;
  redirectTo: string;
  pkce: PkceParams | null;
}

/**
 * Like GoTrue: a confirmed user gets a magic link; an unconfirmed one the sign-up confirmation
 * (which signs them in too); a new user is created first when that is allowed. With
 * `create_user: false` an unknown address is refused (422 `otp_disabled`) as GoTrue does; the
 * answer still comes at the same time as for a known one.
 */
async function sendSignInLink(
  tx: Tx,
  route: RouteContext,
  link: LinkRequest,
  create: { data: Record<string, unknown> } | null,
): Promise<void> {
  const autoconfirm = !route.config.enableConfirmations;
  let user = await findUserByEmail(tx, link.email);
  if (!user) {
    if (!create) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
    user = await createEmailAccount(tx, { email: link.email, passwordHash: null, userMetadata: create.data, confirmed: autoconfirm });
  }
  const type = user.email_confirmed_at ? 'magiclink' : 'signup';
  await sendVerification(tx, route, { user, type, to: link.email, redirectTo: link.redirectTo, pkce: link.pkce });
}

export const otp: Route = async (request, route) => {
  const params = await readParams(request);
  if (!stringParam(params, 'email') && stringParam(params, 'phone')) {
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  }
  const link: LinkRequest = {
    email: normalizeEmail(stringParam(params, 'email')),
    redirectTo: requestedRedirect(request, route.config),
    pkce: parsePkceParams(stringParam(params, 'code_challenge'), stringParam(params, 'code_challenge_method')),
  };
  const create = params.create_user === false ? null : { data: objectParam(params, 'data') ?? {} };
  await answerSteadily(route.options.emailLinkAnswerMs, () => route.db.transaction((tx) => sendSignInLink(tx, route, link, create)));
  return json({});
};

export const resend: Route = async (request, route) => {
  const params = await readParams(request);
  const type = stringParam(params, 'type');
  if (type !== 'signup') throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  const email = normalizeEmail(stringParam(params, 'email'));
  const redirectTo = requestedRedirect(request, route.config);
  const pkce = parsePkceParams(stringParam(params, 'code_challenge'), stringParam(params, 'code_challenge_method'));
  await answerSteadily(route.options.emailLinkAnswerMs, () =>
    route.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      // Unknown or already confirmed addresses get the same silent success: no account probing.
      if (user && !user.email_confirmed_at) await sendVerification(tx, route, { user, type: 'signup', to: email, redirectTo, pkce });
    }),
  );
  return json({});
};
