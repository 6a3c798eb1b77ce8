/** bcrypt password hashes, as GoTrue stores them in `auth.users.encrypted_password`. */
import bcrypt from 'bcryptjs';
import { AuthError } from './errors.ts';
import { runBcrypt } from './bcrypt-worker.ts';

/** GoTrue's bcrypt cost; `$2a$10$` hashes are interchangeable with hosted Supabase's. */
const COST = 10;
/** The Supabase CLI's default `minimum_password_length`. */
export const MIN_PASSWORD_LENGTH = 6;

/** Where worker threads are unavailable, hashing on the request thread still works, only slower for others. */
function warnFallback(error: unknown): void {
  console.warn('[auth] bcrypt worker unavailable, hashing on the request thread:', error);
}

export async function hashPassword(password: string): Promise<string> {
  try {
    return String(await runBcrypt({ op: 'hash', password, cost: COST }));
  } catch (error) {
    warnFallback(error);
    return bcrypt.hash(password, COST);
  }
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !password) return false;
  try {
    return (await runBcrypt({ op: 'compare', password, hash })) === true;
  } catch (error) {
    warnFallback(error);
    return bcrypt.compare(password, hash).catch(() => false);
  }
}

export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, [
      'length',
    ]);
  }
}
