/** One-time tokens for e-mail links: stored on the user, redeemed by /verify. */
import type { Tx } from '../db/types.ts';
import type { ServiceContext } from '../http-types.ts';
import { verificationMail, verifyLink, type VerificationType } from './mail-templates.ts';
import { createFlowState, type AuthenticationMethod, type PkceParams } from './pkce.ts';
import { newVerificationToken } from './verification-tokens.ts';
import { updateUser, type UserRow } from './users.ts';

const COLUMNS: Record<VerificationType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  // GoTrue keeps magic link tokens in the recovery column too.
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token', sentAt: 'email_change_sent_at' },
};

const FLOW_METHOD: Record<VerificationType, AuthenticationMethod> = {
  signup: 'email_signup',
  invite: 'email_signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

export interface VerificationRequest {
  user: UserRow;
  type: VerificationType;
  redirectTo: string;
  pkce: PkceParams | null;
}

export interface VerificationLink {
  user: UserRow;
  token: string;
  link: string;
}

/** Stores a fresh token on the user (replacing any earlier one) and builds the link that redeems it. */
export async function createVerificationLink(tx: Tx, ctx: ServiceContext, request: VerificationRequest): Promise<VerificationLink> {
  const token = newVerificationToken(request.pkce !== null);
  if (request.pkce) {
    await createFlowState(tx, {
      providerType: 'email',
      authenticationMethod: FLOW_METHOD[request.type],
      pkce: request.pkce,
      userId: request.user.id,
    });
  }
  const columns = COLUMNS[request.type];
  const user = await updateUser(tx, request.user.id, `${columns.token} = $2, ${columns.sentAt} = now()`, [token]);
  return { user, token, link: verifyLink(ctx.config.publicUrl, token, request.type, request.redirectTo) };
}

export async function sendVerification(tx: Tx, ctx: ServiceContext, mail: VerificationRequest & { to: string }): Promise<UserRow> {
  const { user, link } = await createVerificationLink(tx, ctx, mail);
  await ctx.mailer.send(verificationMail(mail.type, mail.to, link));
  return user;
}
