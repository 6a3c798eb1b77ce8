/** bcrypt password hashes, as GoTrue stores them in `auth.users.encrypted_password`. */
import bcrypt from 'bcryptjs';
import { AuthError, badRequest } from './errors.ts';
import { runBcrypt } from './bcrypt-worker.ts';

/** GoTrue's bcrypt cost; `$2a$10$` hashes are interchangeable with hosted Supabase's. */
const COST = 10;
/** The Supabase CLI's default `minimum_password_length`. */
export const MIN_PASSWORD_LENGTH = 6;
/**
 * bcrypt reads only the first 72 bytes: a longer password would sign in with any suffix, so
 * like GoTrue it is refused (counted in UTF-8 bytes, as bcrypt counts them).
 */
export const MAX_PASSWORD_BYTES = 72;

export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

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

async function compare(password: string, hash: string): Promise<boolean> {
  try {
    return (await runBcrypt({ op: 'compare', password, hash })) === true;
  } catch (error) {
    warnFallback(error);
    return bcrypt.compare(password, hash).catch(() => false);
  }
}

/**
 * A hash of a random password at the same cost, made once: comparing against it costs what a
 * real comparison costs and never matches.
 */
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-account-${Math.random().toString(36).slice(2)}-${Date.now()}`);
  return dummyHash;
}

/**
 * Whether `password` matches `hash`. Without a hash (no such account, or an OAuth-only account)
 * it still runs one bcrypt comparison, so the answer takes as long as for a real account and its
 * timing does not tell which e-mail addresses have accounts.
 */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!password || passwordTooLong(password)) return false;
  if (!hash) {
    await compare(password, await getDummyHash());
    return false;
  }
  return compare(password, hash);
}

export function assertStrongPassword(password: string): void {
  if (passwordTooLong(password)) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
}
