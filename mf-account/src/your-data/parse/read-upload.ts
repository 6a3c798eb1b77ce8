/**
 * What the user dropped or picked: Letterboxd's `.zip` as downloaded, or its CSV files on their
 * own. Every problem is a message and no films, so a bad upload never writes anything.
 */
import { unzipSync } from 'fflate';
import { CsvSyntaxError, parseCsv } from './csv';
import { FILE_MESSAGES, exportPaths, fileRole, missingColumn, type JournalKind, type UploadedFile } from './export-files';
import type { LetterboxdFilm } from './letterboxd-film';
import { EMPTY_JOURNAL, diaryFromCsv, listFromCsv, watchedFromCsv, type LetterboxdJournal } from './letterboxd-journal';
import { LetterboxdFormatError, NOT_LETTERBOXD, filmsFromCsv, mergeFilms } from './letterboxd-rows';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadResult =
  { ok: true; films: LetterboxdFilm[]; journal: LetterboxdJournal; files: UploadedFile[] } | { ok: false; message: string };

export const MESSAGES = {
  tooLarge: (name: string) => `“${name}” is over 10 MB, more than a Letterboxd export holds.`,
  empty: (name: string) => `“${name}” is empty.`,
  notCsvOrZip: (name: string) => `“${name}” is not a CSV or zip file. Choose the .zip Letterboxd sends, or its CSV files.`,
  zipWithoutFiles: `${NOT_LETTERBOXD}: it has no ratings.csv, reviews.csv, watchlist.csv, diary.csv, watched.csv or list.`,
  brokenZip: (name: string) => `“${name}” could not be opened as a zip file.`,
  brokenCsv: (name: string, detail: string) => `“${name}” is not a valid CSV file: ${detail}`,
  noFilms: 'There are no films in this export.',
  nothingRead: (files: readonly UploadedFile[]) =>
    `Nothing here can be imported: ${files.map((file) => `“${file.name}” holds ${file.skipped ?? ''}`).join('; ')}.`,
} as const;

const decoder = new TextDecoder('utf-8');

function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  return !sample.includes(0);
}

/** The first record: enough to know what a file is before reading it whole. */
function headerOf(text: string): string[] {
  const end = text.search(/\r?\n/);
  try {
    return parseCsv(end === -1 ? text : text.slice(0, end))[0] ?? [];
  } catch {
    return [];
  }
}

/** A journal file's rows. */
function readJournal(kind: JournalKind, path: string, content: string): LetterboxdJournal {
  if (kind === 'diary') return { ...EMPTY_JOURNAL, diary: diaryFromCsv(content) };
  if (kind === 'watched') return { ...EMPTY_JOURNAL, watched: watchedFromCsv(content) };
  const fileName =
    path
      .split('/')
      .pop()
      ?.replace(/\.csv$/i, '') ?? path;
  return { ...EMPTY_JOURNAL, lists: [listFromCsv(content, fileName)] };
}

interface FileRead {
  films: LetterboxdFilm[] | null;
  journal: LetterboxdJournal | null;
  file: UploadedFile;
}

/** One file's films, or why it was skipped; throws LetterboxdFormatError (naming the file) for a file that cannot be read. */
function fileFilms(path: string, name: string, bytes: Uint8Array, single: boolean): FileRead {
  const text = decoder.decode(bytes);
  const content = text.replace(/^\uFEFF/, '');
  const role = fileRole(path, headerOf(content), single);
  if ('foreign' in role) {
    if (single) throw new LetterboxdFormatError(FILE_MESSAGES.foreign(name, role.foreign));
    return { films: null, journal: null, file: { name, skipped: role.foreign } };
  }
  if ('skip' in role) return { films: null, journal: null, file: { name, skipped: role.skip } };
  if (content.trim() === '') throw new LetterboxdFormatError(MESSAGES.empty(name));
  if ('journal' in role) {
    try {
      return { films: null, journal: readJournal(role.journal, path, content), file: { name, skipped: null } };
    } catch (error) {
      throw namedError(name, error);
    }
  }
  const header = headerOf(content);
  const missing = missingColumn(header, role.required);
  if (missing) throw new LetterboxdFormatError(FILE_MESSAGES.missingColumn(name, missing));
  try {
    return { films: filmsFromCsv(text, role.read, { filmUris: role.filmUris }).films, journal: null, file: { name, skipped: null } };
  } catch (error) {
    throw namedError(name, error);
  }
}

function namedError(name: string, error: unknown): unknown {
  if (error instanceof CsvSyntaxError) return new LetterboxdFormatError(MESSAGES.brokenCsv(name, error.message));
  if (error instanceof LetterboxdFormatError) return new LetterboxdFormatError(`“${name}”: ${error.message}`);
  return error;
}

function mergeJournal(a: LetterboxdJournal, b: LetterboxdJournal): LetterboxdJournal {
  return { diary: [...a.diary, ...b.diary], watched: [...a.watched, ...b.watched], lists: [...a.lists, ...b.lists] };
}

const journalSize = ({ diary, watched, lists }: LetterboxdJournal) => diary.length + watched.length + lists.length;

function zipEntries(name: string, bytes: Uint8Array): Record<string, Uint8Array> {
  try {
    // Only CSV files are inflated, and only when their declared size is within bounds.
    return unzipSync(bytes, { filter: (file) => /\.csv$/i.test(file.name) && file.originalSize <= MAX_UPLOAD_BYTES });
  } catch {
    throw new LetterboxdFormatError(MESSAGES.brokenZip(name));
  }
}

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

/** A fixed order, ratings.csv last: on the same date its rating is the one kept. */
const byReadOrder = (a: string, b: string) => (a === 'ratings.csv' ? 1 : b === 'ratings.csv' ? -1 : a.localeCompare(b));

export async function readUpload(files: readonly File[]): Promise<UploadResult> {
  const lists: LetterboxdFilm[][] = [];
  let journal = EMPTY_JOURNAL;
  const used: UploadedFile[] = [];
  try {
    const total = files.reduce((sum, file) => sum + file.size, 0);
    const largest = files.find((file) => file.size > MAX_UPLOAD_BYTES);
    if (largest || total > MAX_UPLOAD_BYTES) return { ok: false, message: MESSAGES.tooLarge(largest?.name ?? files[0]?.name ?? '') };
    const read = (path: string, name: string, bytes: Uint8Array, single: boolean) => {
      const { films, journal: rows, file } = fileFilms(path, name, bytes, single);
      if (films) lists.push(films);
      if (rows) journal = mergeJournal(journal, rows);
      used.push(file);
    };
    for (const file of files) {
      if (file.size === 0) return { ok: false, message: MESSAGES.empty(file.name) };
      const bytes = await bytesOf(file);
      if (isZip(bytes)) {
        const entries = zipEntries(file.name, bytes);
        const paths = exportPaths(Object.keys(entries));
        if (paths.size === 0) return { ok: false, message: MESSAGES.zipWithoutFiles };
        for (const [entry, path] of [...paths].sort(([, a], [, b]) => byReadOrder(a, b)))
          read(path, entry, entries[entry] as Uint8Array, false);
      } else if (/\.csv$/i.test(file.name) || (/^text\//.test(file.type) && looksLikeText(bytes))) {
        read(file.name, file.name, bytes, files.length === 1);
      } else return { ok: false, message: MESSAGES.notCsvOrZip(file.name) };
    }
  } catch (error) {
    if (error instanceof LetterboxdFormatError) return { ok: false, message: error.message };
    throw error;
  }
  if (lists.length === 0 && used.every((file) => file.skipped !== null)) return { ok: false, message: MESSAGES.nothingRead(used) };
  const films = mergeFilms(lists);
  return films.length > 0 || journalSize(journal) > 0
    ? { ok: true, films, journal, files: used }
    : { ok: false, message: MESSAGES.noFilms };
}
