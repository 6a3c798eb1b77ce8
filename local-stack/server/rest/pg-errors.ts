/**
 * Postgres errors as PostgREST reports them: the error's fields become the body and its
 * SQLSTATE picks the HTTP status (PostgREST's documented mapping).
 */
import { DbError } from '../db/db-error.ts';
import type { DbRole } from '../db/types.ts';
import { RestError } from './rest-error.ts';

function statusFor(code: string, role: DbRole): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '40001') return 409;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '54') return 413;
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500;
  return 400;
}

export function restErrorFromDb(error: unknown, role: DbRole): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof DbError && error.code) {
    return new RestError(statusFor(error.code, role), {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  return new RestError(500, { code: 'PGRST000', message: error instanceof Error ? error.message : String(error) });
}
