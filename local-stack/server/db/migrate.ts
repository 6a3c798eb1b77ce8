/**
 * Brings a database to the schema the stack serves: the platform SQL standing in for what
 * hosted Supabase provides (roles, auth, storage) on every start, then each file of
 * `supabase/migrations` once, recorded like the Supabase CLI records them, then `seed.sql`
 * on a fresh database only.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_STACK_DIR, SUPABASE_DIR } from '../config.ts';
import type { ScriptableDb } from './open-db.ts';

export interface MigrationReport {
  fresh: boolean;
  platform: string[];
  applied: string[];
  seeded: boolean;
}

export interface MigrationPaths {
  platformDir: string;
  migrationsDir: string;
  seedFile: string;
}

export const DEFAULT_MIGRATION_PATHS: MigrationPaths = {
  platformDir: path.join(LOCAL_STACK_DIR, 'server', 'platform'),
  migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
  seedFile: path.join(SUPABASE_DIR, 'seed.sql'),
};

// The CLI's file name format; anything else in the folder is not a migration.
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

async function sqlFiles(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.sql')).sort();
}

export async function migrate(db: ScriptableDb, paths: MigrationPaths = DEFAULT_MIGRATION_PATHS): Promise<MigrationReport> {
  const existing = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const fresh = !existing.rows[0]?.present;

  const platform = await sqlFiles(paths.platformDir);
  for (const name of platform) {
    await db.exec(await fs.readFile(path.join(paths.platformDir, name), 'utf8'));
  }

  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );`);
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  );

  const applied: string[] = [];
  for (const file of await sqlFiles(paths.migrationsDir)) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`migration file name not in <timestamp>_<name>.sql form: ${file}`);
    const [, version, name] = match as unknown as [string, string, string];
    if (done.has(version)) continue;
    const sql = await fs.readFile(path.join(paths.migrationsDir, file), 'utf8');
    // version and name matched the digit/identifier pattern above, so they are safe literals.
    try {
      await db.exec(
        `begin;\n${sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values ('${version}', '${name}');\ncommit;`,
      );
    } catch (error) {
      throw new Error(`migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    applied.push(file);
  }

  let seeded = false;
  if (fresh) {
    const seed = await fs.readFile(paths.seedFile, 'utf8').catch(() => null);
    if (seed !== null && seed.trim() !== '') {
      await db.exec(seed);
      seeded = true;
    }
  }
  return { fresh, platform, applied, seeded };
}
