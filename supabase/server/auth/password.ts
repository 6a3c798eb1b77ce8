/** bcrypt password hashes, as GoTrue stores them in `auth.users.encrypted_password`. */
import bcrypt from 'bcryptjs';
import { AuthError } from './errors.ts';

/** GoTrue's bcrypt cost; `$2a$10$` hashes are interchangeable with hosted Supabase's. */
const COST = 10;
/** The Supabase CLI's default `minimum_password_length`. */
export const MIN_PASSWORD_LENGTH = 6;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !password) return false;
  return bcrypt.compare(password, hash);
}

export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, [
      'length',
    ]);
  }
}
