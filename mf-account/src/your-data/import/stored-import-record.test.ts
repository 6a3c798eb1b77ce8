import { afterEach, describe, expect, it } from 'vitest';
import { hasInterruptedImport, storedImportKey } from './stored-import-record';

const USER = 'user-1';
const store = (record: unknown) =>
  localStorage.setItem(storedImportKey(USER), typeof record === 'string' ? record : JSON.stringify(record));
const journal = { diary: [], watched: [], lists: [], counts: {} };

afterEach(() => localStorage.clear());

describe('hasInterruptedImport (whether the profile opens on Settings to finish an import)', () => {
  it('is true for an import with films left to write, or with only its journal left', () => {
    store({ version: 3, total: 10, saved: 4 });
    expect(hasInterruptedImport(USER)).toBe(true);
    store({ version: 3, total: 10, saved: 10, journal });
    expect(hasInterruptedImport(USER)).toBe(true);
    // A plan stored before the journal existed still resumes.
    store({ version: 2, total: 3, saved: 0 });
    expect(hasInterruptedImport(USER)).toBe(true);
  });

  it('is false for no import, a finished one, another member’s, or a record it cannot read', () => {
    expect(hasInterruptedImport(USER)).toBe(false);
    store({ version: 3, total: 10, saved: 10, journal: null });
    expect(hasInterruptedImport(USER)).toBe(false);
    expect(hasInterruptedImport('user-2')).toBe(false);
    for (const bad of [
      '{',
      { version: 1, total: 2, saved: 0 },
      { version: 3, total: -1, saved: 0 },
      { version: 3, total: 2, saved: 3 },
      null,
    ]) {
      store(bad);
      expect(hasInterruptedImport(USER)).toBe(false);
    }
  });
});
