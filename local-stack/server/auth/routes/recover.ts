/**
 * POST /recover: mails a password recovery link; answers {} whether or not the address is known,
 * at the same time either way.
 */
import { normalizeEmail } from '../email.ts';
import { json, readParams, stringParam } from '../http.ts';
import { parsePkceParams } from '../pkce.ts';
import { requestedRedirect } from '../redirect.ts';
import type { Route } from '../route-types.ts';
import { sendVerification } from '../send-verification.ts';
import { answerSteadily } from '../steady-answer.ts';
import { findUserByEmail } from '../users.ts';

export const recover: Route = async (request, route) => {
  const params = await readParams(request);
  const email = normalizeEmail(stringParam(params, 'email'));
  const pkce = parsePkceParams(stringParam(params, 'code_challenge'), stringParam(params, 'code_challenge_method'));
  const redirectTo = requestedRedirect(request, route.config, stringParam(params, 'redirect_to'));
  await answerSteadily(route.options.emailLinkAnswerMs, () =>
    route.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (user) await sendVerification(tx, route, { user, type: 'recovery', to: email, redirectTo, pkce });
    }),
  );
  return json({});
};
