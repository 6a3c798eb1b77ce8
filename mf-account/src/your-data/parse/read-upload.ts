/**
 * What the user dropped or picked: Letterboxd's `.zip` as downloaded, or its CSV files on their
 * own. Every problem is a message and no films, so a bad upload never writes anything.
 */
import { unzipSync } from 'fflate';
import { CsvSyntaxError } from './csv';
import type { LetterboxdFilm } from './letterboxd-film';
import { LetterboxdFormatError, NOT_LETTERBOXD, filmsFromCsv, mergeFilms, type FileKind } from './letterboxd-rows';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type UploadResult = { ok: true; films: LetterboxdFilm[] } | { ok: false; message: string };

/** The files of Letterboxd's export that Marquee reads, by name at the root of the zip. */
const ZIP_FILES: Record<string, FileKind> = { 'ratings.csv': 'ratings', 'reviews.csv': 'ratings', 'watchlist.csv': 'watchlist' };

export const MESSAGES = {
  tooLarge: (name: string) => `“${name}” is over 10 MB, more than a Letterboxd export holds.`,
  empty: (name: string) => `“${name}” is empty.`,
  notCsvOrZip: (name: string) => `“${name}” is not a CSV or zip file. Choose the .zip Letterboxd sends, or its CSV files.`,
  zipWithoutFiles: `${NOT_LETTERBOXD}: it has no ratings.csv, reviews.csv or watchlist.csv.`,
  brokenZip: (name: string) => `“${name}” could not be opened as a zip file.`,
  brokenCsv: (name: string, detail: string) => `“${name}” is not a valid CSV file: ${detail}`,
  noFilms: 'There are no films in this export.',
} as const;

const decoder = new TextDecoder('utf-8');

function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function kindFromName(name: string): FileKind | null {
  return /watchlist/i.test(name.split('/').pop() ?? name) ? 'watchlist' : null;
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  return !sample.includes(0);
}

function csvFilms(name: string, bytes: Uint8Array, kind: FileKind | null): LetterboxdFilm[] {
  try {
    return filmsFromCsv(decoder.decode(bytes), kind).films;
  } catch (error) {
    if (error instanceof LetterboxdFormatError && error.message === 'empty') throw new LetterboxdFormatError(MESSAGES.empty(name));
    if (error instanceof CsvSyntaxError) throw new LetterboxdFormatError(MESSAGES.brokenCsv(name, error.message));
    throw error;
  }
}

function zipFilms(name: string, bytes: Uint8Array): LetterboxdFilm[][] {
  let entries: Record<string, Uint8Array>;
  try {
    // Only the three files are inflated, and only when their declared size is within bounds.
    entries = unzipSync(bytes, { filter: (file) => file.name in ZIP_FILES && file.originalSize <= MAX_UPLOAD_BYTES });
  } catch {
    throw new LetterboxdFormatError(MESSAGES.brokenZip(name));
  }
  const names = Object.keys(entries).sort((a, b) => (a === 'ratings.csv' ? 1 : b === 'ratings.csv' ? -1 : a.localeCompare(b)));
  if (names.length === 0) throw new LetterboxdFormatError(MESSAGES.zipWithoutFiles);
  return names.map((file) => csvFilms(file, entries[file] as Uint8Array, ZIP_FILES[file] ?? null));
}

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

export async function readUpload(files: readonly File[]): Promise<UploadResult> {
  const lists: LetterboxdFilm[][] = [];
  try {
    const total = files.reduce((sum, file) => sum + file.size, 0);
    const largest = files.find((file) => file.size > MAX_UPLOAD_BYTES);
    if (largest || total > MAX_UPLOAD_BYTES) return { ok: false, message: MESSAGES.tooLarge(largest?.name ?? files[0]?.name ?? '') };
    for (const file of files) {
      if (file.size === 0) return { ok: false, message: MESSAGES.empty(file.name) };
      const bytes = await bytesOf(file);
      if (isZip(bytes)) lists.push(...zipFilms(file.name, bytes));
      else if (/\.csv$/i.test(file.name) || (/^text\//.test(file.type) && looksLikeText(bytes)))
        lists.push(csvFilms(file.name, bytes, kindFromName(file.name)));
      else return { ok: false, message: MESSAGES.notCsvOrZip(file.name) };
    }
  } catch (error) {
    if (error instanceof LetterboxdFormatError) return { ok: false, message: error.message };
    throw error;
  }
  const films = mergeFilms(lists);
  return films.length > 0 ? { ok: true, films } : { ok: false, message: MESSAGES.noFilms };
}
