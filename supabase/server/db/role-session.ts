/**
 * What PostgREST does at the start of every request transaction: switch to the JWT's role
 * and expose the claims to `auth.uid()` & co. Shared by the PGlite and PostgreSQL backends.
 */
import { DbError } from './db-error.ts';
import type { DbRole, JwtClaims } from './types.ts';

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

export function isDbRole(role: unknown): role is DbRole {
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role);
}

/** The statements to run first in an `asRole` transaction; the role is never interpolated from input. */
export function roleSessionStatements(claims: JwtClaims): { sql: string; params: unknown[] }[] {
  if (!isDbRole(claims.role)) {
    throw new DbError({ code: '22023', message: `role "${String(claims.role)}" is not allowed` });
  }
  return [
    { sql: `set local role ${claims.role}`, params: [] },
    { sql: `select set_config('request.jwt.claims', $1, true)`, params: [JSON.stringify(claims)] },
  ];
}
