/** The access JWT GoTrue issues: the claims PostgREST, Storage and supabase-js read. */
import { decodeJwt } from 'jose';
import type { StackConfig } from '../config.ts';
import { signJwt } from '../jwt.ts';
import type { UserRow } from './users.ts';

export type AmrMethod = 'password' | 'otp' | 'oauth' | 'recovery';
export interface AmrEntry {
  method: AmrMethod;
  timestamp: number;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: number;
}

export async function signAccessToken(config: StackConfig, user: UserRow, sessionId: string, amr: AmrEntry[]): Promise<SignedAccessToken> {
  const token = await signJwt(
    {
      iss: `${config.publicUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    config.jwtSecret,
    config.jwtExpiry,
  );
  // `expires_at` must equal the signed `exp`, which signJwt computed from its own clock reading.
  const { exp } = decodeJwt(token);
  return { token, expiresAt: exp ?? Math.floor(Date.now() / 1000) + config.jwtExpiry };
}
