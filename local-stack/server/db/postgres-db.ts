/**
 * The PostgreSQL backend (DATABASE_URL): a `pg` pool; each transaction holds one client.
 * Postgres enforces the statement timeouts itself (57014); nothing to watch here.
 */
import pg from 'pg';
import { toDbError } from './db-error.ts';
import { roleSessionScript } from './role-session.ts';
import { DEFAULT_STATEMENT_TIMEOUTS, type StatementTimeouts } from './statement-timeouts.ts';
import type { Db, JwtClaims, QueryResult, Tx } from './types.ts';

function toResult<Row>(result: pg.QueryResult): QueryResult<Row> {
  return {
    rows: result.rows as Row[],
    rowCount: result.rowCount ?? result.rows.length,
    fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

export class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;

  constructor(
    connectionString: string,
    private readonly timeouts: StatementTimeouts = DEFAULT_STATEMENT_TIMEOUTS,
    maxConnections = 10,
  ) {
    this.pool = new pg.Pool({ connectionString, max: maxConnections });
    // An idle client losing its connection must not crash the stack.
    this.pool.on('error', () => undefined);
  }

  async query<Row = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
    try {
      return toResult<Row>(await this.pool.query(sql, params));
    } catch (error) {
      throw toDbError(error);
    }
  }

  /** Runs a multi-statement script (migrations) on one connection; no parameters. */
  async exec(sql: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query(sql);
    } catch (error) {
      // A failed script may leave its own BEGIN open; the pooled connection must not keep it.
      await client.query('rollback').catch(() => undefined);
      throw toDbError(error);
    } finally {
      client.release();
    }
  }

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.run('begin', fn);
  }

  private async run<T>(beginScript: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx: Tx = {
      query: async <Row>(sql: string, params: unknown[] = []) => {
        try {
          return toResult<Row>(await client.query(sql, params));
        } catch (error) {
          throw toDbError(error);
        }
      },
    };
    try {
      await client.query(beginScript);
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  asRole<T>(claims: JwtClaims, fn: (tx: Tx) => Promise<T>): Promise<T> {
    // One round trip for BEGIN and the role set-up (a simple-protocol multi-statement query).
    return this.run(`begin; ${roleSessionScript(claims, this.timeouts)}`, fn);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
