/**
 * `max_rows` of config.toml's `[api]` section (what `supabase start` gives PostgREST), overridden
 * by PostgREST's own `PGRST_DB_MAX_ROWS`; without either, hosted Supabase's default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SUPABASE_DIR } from '../config.ts';
import { DEFAULT_MAX_ROWS } from './limits.ts';

export function readMaxRows(text: string): number | undefined {
  let inApi = false;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (line.startsWith('[')) {
      inApi = line === '[api]';
      continue;
    }
    const entry = inApi ? /^max_rows\s*=\s*(\d+)$/.exec(line) : null;
    if (entry) return Number(entry[1]);
  }
  return undefined;
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
