/**
 * `max_rows` of config.toml's `[api]` section (what `supabase start` gives PostgREST), overridden
 * by PostgREST's own `PGRST_DB_MAX_ROWS`; without either, hosted Supabase's default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SUPABASE_DIR } from '../config.ts';
import { readTomlNumbers } from '../config-toml.ts';
import { DEFAULT_MAX_ROWS } from './limits.ts';

export function readMaxRows(text: string): number | undefined {
  return readTomlNumbers(text, 'api').max_rows;
}

export function loadMaxRows(env: NodeJS.ProcessEnv = process.env, configToml = path.join(SUPABASE_DIR, 'config.toml')): number {
  const fromEnv = Number(env.PGRST_DB_MAX_ROWS);
  if (env.PGRST_DB_MAX_ROWS && Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  try {
    return readMaxRows(fs.readFileSync(configToml, 'utf8')) ?? DEFAULT_MAX_ROWS;
  } catch {
    return DEFAULT_MAX_ROWS;
  }
}
