/**
 * Where an import's plan and progress live in the browser (localStorage, one key per member) and
 * the test of whether a stored one is unfinished: all the profile's first screen needs to know
 * (it opens on Settings when a reload cut an import short), without the code that reads the
 * plan itself (import-progress-store.ts).
 */
import type { JournalPlan } from './journal-plan';

export const STORED_IMPORT_VERSION = 3;
/** Plans stored before the journal was: they resume without one. */
const VERSIONS_READ = [2, STORED_IMPORT_VERSION];

export const storedImportKey = (userId: string) => `marquee:letterboxd-import:${userId}`;

export function importStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function isJournalPlan(value: unknown): value is JournalPlan {
  if (typeof value !== 'object' || value === null) return false;
  const plan = value as Record<string, unknown>;
  return Array.isArray(plan.diary) && Array.isArray(plan.watched) && Array.isArray(plan.lists) && typeof plan.counts === 'object';
}

/** An unfinished import's stored record: its counts readable, a film or the journal left to write. */
export interface UnfinishedImportRecord extends Record<string, unknown> {
  total: number;
  saved: number;
}

/** The stored record of the import this browser left unfinished for the user, or null. */
export function unfinishedImportRecord(userId: string): UnfinishedImportRecord | null {
  let value: unknown;
  try {
    value = JSON.parse(importStorage()?.getItem(storedImportKey(userId)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!VERSIONS_READ.includes(Number(record.version)) || !isCount(record.total) || !isCount(record.saved)) return null;
  // Finished once every film is written and there is no journal left to write.
  if (record.saved > record.total || (record.saved === record.total && !isJournalPlan(record.journal))) return null;
  return record as UnfinishedImportRecord;
}

export function hasInterruptedImport(userId: string): boolean {
  return unfinishedImportRecord(userId) !== null;
}
