/**
 * How long one statement of a request may run, per role, as hosted Supabase sets it on its
 * roles (`alter role anon set statement_timeout = '3s'`, authenticated 8 s; service_role has no
 * setting of its own and keeps the 8 s of the `authenticator` connection it runs on).
 * Each request transaction applies its role's value with `set local statement_timeout`.
 * The stack's own bookkeeping (auth, migrations) runs as the owner and is not bounded.
 */
import { DbError } from './db-error.ts';
import type { DbRole } from './types.ts';

/** Milliseconds per role; 0 means no limit. */
export type StatementTimeouts = Record<DbRole, number>;

export const DEFAULT_STATEMENT_TIMEOUTS: StatementTimeouts = { anon: 3000, authenticated: 8000, service_role: 8000 };

/** The variables that override each role's limit, e.g. `DB_STATEMENT_TIMEOUT_ANON=5s`. */
export const STATEMENT_TIMEOUT_ENV: Record<DbRole, string> = {
  anon: 'DB_STATEMENT_TIMEOUT_ANON',
  authenticated: 'DB_STATEMENT_TIMEOUT_AUTHENTICATED',
  service_role: 'DB_STATEMENT_TIMEOUT_SERVICE_ROLE',
};

const UNIT_MS: Record<string, number> = { '': 1, ms: 1, s: 1000, min: 60_000 };

/** A duration as Postgres writes `statement_timeout` (`3000`, `500ms`, `3s`, `2min`) in ms. */
export function parseDuration(text: string): number | undefined {
  const match = /^\s*(\d+)\s*(ms|s|min)?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * (UNIT_MS[match[2] ?? ''] as number);
}

export function loadStatementTimeouts(env: NodeJS.ProcessEnv = process.env): StatementTimeouts {
  const timeouts = { ...DEFAULT_STATEMENT_TIMEOUTS };
  for (const role of Object.keys(STATEMENT_TIMEOUT_ENV) as DbRole[]) {
    const name = STATEMENT_TIMEOUT_ENV[role];
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const ms = parseDuration(raw);
    if (ms === undefined) throw new Error(`${name}=${raw} is not a duration (e.g. 3000, 500ms, 3s, 2min; 0 for none)`);
    timeouts[role] = ms;
  }
  return timeouts;
}

/** What Postgres answers when a statement runs past `statement_timeout`. */
export function statementTimeoutError(): DbError {
  return new DbError({ code: '57014', message: 'canceling statement due to statement timeout' });
}
