/** Picks the database backend from the config: PostgreSQL given a URL, else embedded PGlite. */
import fs from 'node:fs/promises';
import type { StackConfig } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PgliteDb } from './pglite-db.ts';
import { PostgresDb } from './postgres-db.ts';
import { loadStatementTimeouts, type StatementTimeouts } from './statement-timeouts.ts';
import type { Db } from './types.ts';

/** A Db that can also run multi-statement scripts, which migrations need. */
export interface ScriptableDb extends Db {
  exec(sql: string): Promise<void>;
}

/** Statement timeouts per role come from `DB_STATEMENT_TIMEOUT_*` (see statement-timeouts.ts). */
export async function openDb(
  config: Pick<StackConfig, 'databaseUrl' | 'dataDir'>,
  statementTimeouts: StatementTimeouts = loadStatementTimeouts(),
): Promise<ScriptableDb> {
  if (config.databaseUrl) return new PostgresDb(config.databaseUrl, statementTimeouts);
  if (config.dataDir === 'memory://') return PgliteDb.open(config.dataDir, { statementTimeouts });
  await fs.mkdir(config.dataDir, { recursive: true });
  const unlock = await lockDataDir(config.dataDir);
  try {
    return await PgliteDb.open(config.dataDir, { onClose: unlock, statementTimeouts });
  } catch (error) {
    unlock();
    throw error;
  }
}
