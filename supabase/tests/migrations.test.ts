/** Start-up schema management: platform SQL, migrations once each, seed on a fresh database only. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATION_PATHS, migrate, openDb, startStack, type MigrationPaths, type ScriptableDb } from '@marquee/local-stack';
import { postgresAvailability } from '@marquee/local-stack/testing';

const migrationFiles = (await fs.readdir(DEFAULT_MIGRATION_PATHS.migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
const temps: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-migrations-'));
  temps.push(dir);
  return dir;
}

/** A copy of the real migrations plus extra files, to test failure handling without touching them. */
async function pathsWith(extra: Record<string, string>): Promise<MigrationPaths> {
  const dir = await tempDir();
  for (const file of migrationFiles) await fs.copyFile(path.join(DEFAULT_MIGRATION_PATHS.migrationsDir, file), path.join(dir, file));
  for (const [name, sql] of Object.entries(extra)) await fs.writeFile(path.join(dir, name), sql);
  return { ...DEFAULT_MIGRATION_PATHS, migrationsDir: dir };
}

afterAll(async () => {
  for (const dir of temps) await fs.rm(dir, { recursive: true, force: true });
});

function defineMigrationTests(open: () => Promise<{ db: ScriptableDb; drop(): Promise<void> }>): void {
  it('applies every migration once, records it, and seeds only a fresh database', async () => {
    const { db, drop } = await open();
    try {
      const first = await migrate(db);
      expect(first.fresh).toBe(true);
      expect(first.platform).toEqual(['00-roles.sql', '10-auth.sql', '20-storage.sql']);
      expect(first.applied).toEqual(migrationFiles);
      expect(first.seeded).toBe(true);
      const recorded = await db.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      expect(recorded.rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(migrationFiles);

      const second = await migrate(db);
      expect(second).toMatchObject({ fresh: false, applied: [], seeded: false });
    } finally {
      await drop();
    }
  });

  it('enables row level security on every public table, with policies named in plain words', async () => {
    const { db, drop } = await open();
    try {
      await migrate(db);
      const tables = await db.query<{ relname: string; relrowsecurity: boolean }>(
        `select c.relname::text as relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by 1`,
      );
      expect(tables.rows).toEqual(
        [
          'diary_entries',
          'favorites',
          'letterboxd_films',
          'list_items',
          'lists',
          'profiles',
          'review_likes',
          'reviews',
          'user_preferences',
          'watched_films',
          'watchlist',
        ].map((relname) => ({
          relname,
          relrowsecurity: true,
        })),
      );
      const policies = await db.query<{ tablename: string; policyname: string }>(
        `select tablename::text as tablename, policyname::text as policyname from pg_policies
          where schemaname in ('public', 'storage') order by 1, 2`,
      );
      expect(policies.rows.length).toBe(51);
      for (const policy of policies.rows) expect(policy.policyname).toMatch(/^[A-Z][a-z]+( [a-z]+)+$/);
    } finally {
      await drop();
    }
  });

  it('rolls back a failing migration entirely and stops', async () => {
    const { db, drop } = await open();
    try {
      const paths = await pathsWith({
        '20990101000000_broken.sql': 'create table public.half_done (id int);\nselect * from no_such_table;',
      });
      await expect(migrate(db, paths)).rejects.toThrow(/20990101000000_broken\.sql failed/);
      const leftover = await db.query<{ present: boolean }>(`select to_regclass('public.half_done') is not null as present`);
      expect(leftover.rows[0]?.present).toBe(false);
      const recorded = await db.query('select 1 from supabase_migrations.schema_migrations where version = $1', ['20990101000000']);
      expect(recorded.rows).toHaveLength(0);
      // The database is still usable after the failure.
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await drop();
    }
  });

  it('source dates: existing reviews are dated as before, and none looks edited by the upgrade', async () => {
    const { db, drop } = await open();
    try {
      const dir = await tempDir();
      const before = migrationFiles.filter((file) => file < '20261127100000');
      for (const file of before) await fs.copyFile(path.join(DEFAULT_MIGRATION_PATHS.migrationsDir, file), path.join(dir, file));
      await migrate(db, { ...DEFAULT_MIGRATION_PATHS, migrationsDir: dir });
      await db.query(`insert into auth.users (email, raw_user_meta_data) values ('dated@example.test', '{"username":"dated"}')`);
      await db.query(
        `insert into public.reviews (user_id, movie_id, rating) select id, 603, 4 from auth.users where email = 'dated@example.test'`,
      );
      // Written an hour ago, never edited.
      await db.query(`alter table public.reviews disable trigger user`);
      await db.query(`update public.reviews set created_at = now() - interval '1 hour', updated_at = now() - interval '1 hour'`);
      await db.query(`alter table public.reviews enable trigger user`);
      await migrate(db);
      const { rows } = await db.query<{ same_date: boolean; same_update: boolean; edits: number }>(
        `select r.reviewed_at = r.created_at as same_date, r.updated_at = r.created_at as same_update,
           (select count(*)::int from public.activity_events e where e.kind = 'review_updated') as edits
         from public.reviews r`,
      );
      expect(rows).toEqual([{ same_date: true, same_update: true, edits: 0 }]);
    } finally {
      await drop();
    }
  });

  it('refuses files not named <timestamp>_<name>.sql', async () => {
    const { db, drop } = await open();
    try {
      const paths = await pathsWith({ 'add_stuff.sql': 'select 1;' });
      await expect(migrate(db, paths)).rejects.toThrow(/add_stuff\.sql/);
    } finally {
      await drop();
    }
  });
}

describe('migrations on PGlite', () => {
  defineMigrationTests(async () => {
    const db = await openDb({ databaseUrl: '', dataDir: 'memory://' });
    return { db, drop: () => db.close() };
  });

  it('keeps data in a persisted data directory across restarts, without re-applying migrations', async () => {
    const dir = await tempDir();
    const options = { port: 0, quiet: true, databaseUrl: '', dataDir: path.join(dir, 'pglite'), storageDir: path.join(dir, 'storage') };
    const cold = await startStack(options);
    expect(cold.startup.migrations).toMatchObject({ fresh: true, applied: migrationFiles });
    await cold.db.query(`insert into auth.users (email, raw_user_meta_data) values ('kept@example.test', '{"username":"kept"}')`);
    await cold.stop();

    const warm = await startStack(options);
    try {
      expect(warm.startup.migrations).toMatchObject({ fresh: false, applied: [], seeded: false });
      const kept = await warm.db.query('select username from public.profiles');
      expect(kept.rows).toEqual([{ username: 'kept' }]);
      console.log(`PGlite start-up: cold ${cold.startup.totalMs} ms, warm ${warm.startup.totalMs} ms`);
    } finally {
      await warm.stop();
    }
  });
});

describe.runIf(postgresAvailability.available)('migrations on PostgreSQL', () => {
  // Each test gets its own database in the cluster, so "fresh" really is fresh.
  defineMigrationTests(async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `marquee_migrations_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    const db = await openDb({ databaseUrl: url.toString(), dataDir: 'memory://' });
    return {
      db,
      drop: async () => {
        await db.close();
        await admin.query(`drop database ${name}`);
        await admin.end();
      },
    };
  });
});

if (!postgresAvailability.available) console.log(`Migrations on PostgreSQL skipped: ${postgresAvailability.reason}`);
