/**
 * Reads the number settings of one section of config.toml (the file the Supabase CLI reads):
 * `[auth.rate_limit]`, `[api] max_rows` and the like. Parsing is smol-toml's, so any valid TOML
 * (inline tables, underscores in numbers, comments) reads as the CLI reads it.
 */
import { parse, type TomlTable } from 'smol-toml';

function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

export function readTomlNumbers(text: string, section: string): Record<string, number> {
  let table: unknown = parse(text);
  for (const key of section.split('.')) table = isTable(table) ? table[key] : undefined;
  const found: Record<string, number> = {};
  if (!isTable(table)) return found;
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === 'number' && Number.isFinite(value)) found[key] = value;
    else if (typeof value === 'bigint') found[key] = Number(value);
  }
  return found;
}
