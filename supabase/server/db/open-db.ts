/** Picks the database backend from the config: PostgreSQL given a URL, else embedded PGlite. */
import fs from 'node:fs/promises';
import type { StackConfig } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PgliteDb } from './pglite-db.ts';
import { PostgresDb } from './postgres-db.ts';
import type { Db } from './types.ts';

/** A Db that can also run multi-statement scripts, which migrations need. */
export interface ScriptableDb extends Db {
  exec(sql: string): Promise<void>;
}

export async function openDb(config: Pick<StackConfig, 'databaseUrl' | 'dataDir'>): Promise<ScriptableDb> {
  if (config.databaseUrl) return new PostgresDb(config.databaseUrl);
  if (config.dataDir === 'memory://') return PgliteDb.open(config.dataDir);
  await fs.mkdir(config.dataDir, { recursive: true });
  const unlock = lockDataDir(config.dataDir);
  try {
    return await PgliteDb.open(config.dataDir, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
