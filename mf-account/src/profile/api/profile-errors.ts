/** Errors of the profile calls, turned into sentences a user can act on. */

/** PostgreSQL's unique_violation, which PostgREST passes through as `code`. */
const UNIQUE_VIOLATION = '23505';

/** The server refused a username because another profile has it (case-insensitively): the sign-up's error too. */
export { UsernameTakenError } from '@marquee/shared/auth';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * supabase-js hands back plain objects (PostgrestError) or StorageError instances; either way
 * the thrown value should be an Error whose message is the server's.
 */
export function toError(error: unknown, fallback: string): Error {
  if (error instanceof Error) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return Object.assign(new Error(message), { cause: error });
  }
  return new Error(fallback, { cause: error });
}
