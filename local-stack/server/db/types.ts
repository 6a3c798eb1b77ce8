/**
 * One database interface for PGlite (embedded, default) and PostgreSQL (DATABASE_URL).
 * Row level security is Postgres' job: `asRole` runs statements as `anon`, `authenticated`
 * or `service_role` with `request.jwt.claims` set, inside one transaction.
 */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows affected by INSERT/UPDATE/DELETE, or returned by SELECT. */
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Tx {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** The JWT claims a request carries; `sub` is the user id for `authenticated`. */
export interface JwtClaims {
  role: DbRole | string;
  sub?: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  [claim: string]: unknown;
}

export interface Db {
  /** Runs as the database owner (bypasses RLS). For the stack's own bookkeeping only. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs `fn` in a transaction as the database owner. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs `fn` in a transaction under the claims' role with `request.jwt.claims` set. */
  asRole<T>(claims: JwtClaims, fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
