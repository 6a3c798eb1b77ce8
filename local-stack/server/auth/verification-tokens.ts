/**
 * One-time tokens for e-mail links. A `pkce_` prefix marks a link whose flow started with a
 * code challenge, so /verify answers with `?code=` instead of tokens, as GoTrue does.
 */
import { randomBytes } from 'node:crypto';

const PKCE_PREFIX = 'pkce_';

export function newVerificationToken(pkce: boolean): string {
  const token = randomBytes(20).toString('hex');
  return pkce ? `${PKCE_PREFIX}${token}` : token;
}

export function isPkceToken(token: string): boolean {
  return token.startsWith(PKCE_PREFIX);
}

/** GoTrue's default `MAILER_OTP_EXP`: links are valid for an hour. */
export const VERIFICATION_TTL_SECONDS = 3600;
