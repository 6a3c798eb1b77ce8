/**
 * The stack serves the Supabase project in the workspace's `supabase/` folder, as `supabase
 * start` serves the folder it runs in, and keeps what is its own (platform SQL, local data) here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCAL_STACK_DIR, SUPABASE_DIR, loadConfig } from '../server/config.ts';
import { DEFAULT_MIGRATION_PATHS } from '../server/db/migrate.ts';

const WORKSPACE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('project folder', () => {
  it("reads the migrations, the seed, the functions and config.toml from the workspace's supabase/ folder", () => {
    expect(SUPABASE_DIR).toBe(path.join(WORKSPACE, 'supabase'));
    expect(DEFAULT_MIGRATION_PATHS.migrationsDir).toBe(path.join(WORKSPACE, 'supabase', 'migrations'));
    expect(DEFAULT_MIGRATION_PATHS.seedFile).toBe(path.join(WORKSPACE, 'supabase', 'seed.sql'));
    for (const file of ['config.toml', 'seed.sql', 'functions/tmdb-proxy/handler.ts', 'functions/delete-account/handler.ts']) {
      expect(fs.existsSync(path.join(SUPABASE_DIR, file)), file).toBe(true);
    }
  });

  it('keeps the platform SQL and the local data in this package, not in what deploys', () => {
    expect(LOCAL_STACK_DIR).toBe(path.join(WORKSPACE, 'local-stack'));
    expect(DEFAULT_MIGRATION_PATHS.platformDir).toBe(path.join(WORKSPACE, 'local-stack', 'server', 'platform'));
    const config = loadConfig({});
    expect(config.dataDir).toBe(path.join(WORKSPACE, 'local-stack', '.data', 'pglite'));
    expect(config.storageDir).toBe(path.join(WORKSPACE, 'local-stack', '.data', 'storage'));
    expect(fs.existsSync(path.join(SUPABASE_DIR, 'server'))).toBe(false);
  });
});
