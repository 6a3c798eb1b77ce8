/**
 * What PostgREST does at the start of every request transaction: switch to the JWT's role,
 * apply the role's statement timeout and expose the claims to `auth.uid()` & co. Shared by the PGlite and PostgreSQL backends.
 * The role comes from a fixed list, never from raw input.
 */
import { DbError } from './db-error.ts';
import type { StatementTimeouts } from './statement-timeouts.ts';
import type { DbRole, JwtClaims } from './types.ts';

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

export function isDbRole(role: unknown): role is DbRole {
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role);
}

/** An escape-string literal: the same meaning whatever standard_conforming_strings says. */
function literal(text: string): string {
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The role switch and the claims as one script to run right after BEGIN, so a request pays
 * one round trip to the database for its session set-up instead of two. Parameters cannot
 * be used in a multi-statement script, hence the literal.
 */
export function roleSessionScript(claims: JwtClaims, timeouts: StatementTimeouts): string {
  if (!isDbRole(claims.role)) {
    throw new DbError({ code: '22023', message: `role "${String(claims.role)}" is not allowed` });
  }
  const timeoutMs = Math.trunc(timeouts[claims.role]);
  return (
    `set local role ${claims.role}; set local statement_timeout = ${timeoutMs}; ` +
    `select set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true);`
  );
}
