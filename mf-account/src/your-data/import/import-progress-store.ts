/**
 * An import's plan and progress in the browser's localStorage while it writes, so a page that
 * closes or reloads mid-way can say so and finish it. The films are kept when they fit; when
 * they do not (storage is full), only the counts are, and the member is told to choose the
 * export again (what Marquee already holds is not imported twice).
 */
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import type { ExistingReviews, PlannedFilm } from './plan-import';
import type { JournalPlan } from './journal-plan';
import { summaryFromRecord, type ImportSummary } from './import-summary';
import { IMPORT_BATCH_SIZE } from './import-batch-size';
import {
  STORED_IMPORT_VERSION,
  importStorage,
  isCount,
  isJournalPlan,
  storedImportKey,
  unfinishedImportRecord,
} from './stored-import-record';

export interface StoredImport {
  total: number;
  /** Films of the batches written. */
  saved: number;
  choice: ExistingReviews;
  summary: ImportSummary;
  /** The films to write, in order; null when they did not fit in storage. */
  films: PlannedFilm[] | null;
  /** One id per batch of films: a batch sent again after a reload is recognised, not written twice. */
  batchIds: string[];
  /** What the result lists besides the counts, for an import finished after a reload. */
  truncated: number;
  unrated: LetterboxdFilm[];
  notFound: LetterboxdFilm[];
  /** The diary, watched films and lists, written after the films; null when there are none. */
  journal: JournalPlan | null;
}

function write(userId: string, stored: StoredImport): boolean {
  try {
    importStorage()?.setItem(storedImportKey(userId), JSON.stringify({ version: STORED_IMPORT_VERSION, ...stored }));
    return true;
  } catch {
    return false;
  }
}

/** Saves the plan before the first write; without room for the films, their counts. */
export function saveImportPlan(userId: string, stored: StoredImport): void {
  if (!write(userId, stored)) write(userId, { ...stored, films: null, unrated: [], notFound: [], journal: null });
}

export function saveImportProgress(userId: string, saved: number, summary: ImportSummary): void {
  const stored = readStoredImport(userId);
  if (stored) write(userId, { ...stored, saved, summary });
}

export function clearStoredImport(userId: string): void {
  try {
    importStorage()?.removeItem(storedImportKey(userId));
  } catch {
    // Storage that cannot be written has nothing to clear.
  }
}

/** The import this browser left unfinished for the user, or null. */
export function readStoredImport(userId: string): StoredImport | null {
  const record = unfinishedImportRecord(userId);
  if (!record) return null;
  const journal = isJournalPlan(record.journal) ? record.journal : null;
  const films = Array.isArray(record.films) && record.films.length === record.total ? (record.films as PlannedFilm[]) : null;
  const batchIds = Array.isArray(record.batchIds) ? record.batchIds.filter((id): id is string => typeof id === 'string') : [];
  const list = (value: unknown) => (Array.isArray(value) ? (value as LetterboxdFilm[]) : []);
  return {
    total: record.total,
    saved: record.saved,
    choice: record.choice === 'replace' ? 'replace' : 'keep',
    summary: summaryFromRecord(record.summary),
    films: films && batchIds.length === Math.ceil(films.length / IMPORT_BATCH_SIZE) ? films : null,
    batchIds,
    truncated: isCount(record.truncated) ? record.truncated : 0,
    unrated: list(record.unrated),
    notFound: list(record.notFound),
    journal,
  };
}
