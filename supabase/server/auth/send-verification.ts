/** Stores a one-time token on the user and mails the link that redeems it. */
import type { Tx } from '../db/types.ts';
import type { ServiceContext } from '../http-types.ts';
import { verificationMail, verifyLink, type VerificationType } from './mail-templates.ts';
import { createFlowState, type AuthenticationMethod, type PkceParams } from './pkce.ts';
import { newVerificationToken } from './verification-tokens.ts';
import { updateUser, type UserRow } from './users.ts';

const COLUMNS: Record<VerificationType, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  // GoTrue keeps magic link tokens in the recovery column too.
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token', sentAt: 'email_change_sent_at' },
};

const FLOW_METHOD: Record<VerificationType, AuthenticationMethod> = {
  signup: 'email_signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

export async function sendVerification(
  tx: Tx,
  ctx: ServiceContext,
  mail: { user: UserRow; type: VerificationType; to: string; redirectTo: string; pkce: PkceParams | null },
): Promise<UserRow> {
  const token = newVerificationToken(mail.pkce !== null);
  if (mail.pkce) {
    await createFlowState(tx, {
      providerType: 'email',
      authenticationMethod: FLOW_METHOD[mail.type],
      pkce: mail.pkce,
      userId: mail.user.id,
    });
  }
  const columns = COLUMNS[mail.type];
  const updated = await updateUser(tx, mail.user.id, `${columns.token} = $2, ${columns.sentAt} = now()`, [token]);
  const link = verifyLink(ctx.config.publicUrl, token, mail.type, mail.redirectTo);
  await ctx.mailer.send(verificationMail(mail.type, mail.to, link));
  return updated;
}
