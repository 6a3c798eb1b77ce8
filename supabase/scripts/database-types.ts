/**
 * The `Database` type of the app's schema, generated from the migrations as `supabase gen types
 * typescript` would (same generator: @supabase/postgrest-typegen, which the Supabase CLI runs
 * through postgres-meta), against a throwaway in-memory database.
 *
 *   pnpm -C supabase gen:types     writes shared/src/supabase/database.types.ts
 *
 * A test fails when the committed file differs from what the migrations produce.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { loadConfig, migrate, openDb } from '@marquee/local-stack';

export const DATABASE_TYPES_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shared/src/supabase/database.types.ts',
);

const HEADER = '// Generated from supabase/migrations by `pnpm -C supabase gen:types`. Do not edit.\n';

export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDb(loadConfig(process.env, { dataDir: 'memory://', databaseUrl: '' }));
  try {
    await migrate(db);
    const metadata = await introspect(db, { includedSchemas: ['public'] });
    const types = await generateTypescript(sortGeneratorMetadata(metadata), { postgrestVersion: '12' });
    return HEADER + types;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const types = await generateDatabaseTypes();
  await fs.writeFile(DATABASE_TYPES_FILE, types);
  console.log(`Wrote ${path.relative(process.cwd(), DATABASE_TYPES_FILE)} (${types.split('\n').length} lines)`);
}
