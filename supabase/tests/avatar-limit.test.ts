/**
 * The avatar size limit is written where each part reads it: the `avatars` bucket's
 * `file_size_limit` in the migrations (what the backend enforces), `[storage.buckets.avatars]` in
 * config.toml (what the Supabase CLI applies) and `AVATAR_MAX_BYTES` in `@marquee/shared/profile`
 * (the client's check and the limit its messages print). They must be one number.
 */
import fs from 'node:fs/promises';
import { parse, type TomlTable } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type ScriptableDb } from '@marquee/local-stack';
import { AVATAR_MAX_BYTES } from '@marquee/shared/profile';

const UNIT_BYTES: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
};

/** A config.toml size (`"2MiB"`, `"512KB"`, a number of bytes): the CLI counts every unit in powers of 1024. */
function sizeInBytes(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value) : null;
  const factor = match ? UNIT_BYTES[(match[2] ?? '').toLowerCase()] : undefined;
  if (!match || factor === undefined) throw new Error(`not a size: ${String(value)}`);
  return Math.round(Number(match[1] ?? '') * factor);
}

function table(value: unknown, key: string): TomlTable {
  const found = (value as TomlTable | undefined)?.[key];
  if (typeof found !== 'object' || found === null || Array.isArray(found) || found instanceof Date) throw new Error(`no [${key}] table`);
  return found as TomlTable;
}

describe('sizeInBytes', () => {
  it('reads the sizes config.toml writes', () => {
    expect(sizeInBytes('2MiB')).toBe(2 * 1024 * 1024);
    expect(sizeInBytes('50MB')).toBe(50 * 1024 * 1024);
    expect(sizeInBytes('512 KiB')).toBe(512 * 1024);
    expect(sizeInBytes(2048)).toBe(2048);
    expect(() => sizeInBytes('2 parsecs')).toThrow('not a size');
  });
});

describe('the avatar size limit', () => {
  let db: ScriptableDb;

  beforeAll(async () => {
    db = await openDb({ databaseUrl: '', dataDir: 'memory://' });
    await migrate(db);
  }, 90_000);

  afterAll(async () => {
    await db?.close();
  });

  it("is the bucket's file_size_limit after every migration", async () => {
    const { rows } = await db.query<{ file_size_limit: string | number | null }>(
      `select file_size_limit from storage.buckets where id = 'avatars'`,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.file_size_limit)).toBe(AVATAR_MAX_BYTES);
  });

  it("is config.toml's [storage.buckets.avatars] file_size_limit", async () => {
    const config = parse(await fs.readFile(new URL('../config.toml', import.meta.url), 'utf8'));
    const avatars = table(table(table(config, 'storage'), 'buckets'), 'avatars');
    expect(sizeInBytes(avatars.file_size_limit)).toBe(AVATAR_MAX_BYTES);
  });
});
