import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../scripts/database-types.ts';

describe('the committed Database types', () => {
  it('are what the migrations produce (run `pnpm -C supabase gen:types` after changing a migration)', async () => {
    const committed = await fs.readFile(DATABASE_TYPES_FILE, 'utf8');
    expect(committed).toBe(await generateDatabaseTypes());
  }, 60_000);
});
