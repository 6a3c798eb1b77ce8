/**
 * Letterboxd's diary, watched films and lists, read from its export: `diary.csv` (Date, Name,
 * Year, Letterboxd URI, Rating, Rewatch, Tags, Watched Date) into diary entries, `watched.csv`
 * (Date, Name, Year, Letterboxd URI) into watched films, and each `lists/*.csv` (a "Letterboxd
 * list export" header block, the list's Date, Name, Tags, URL and Description, a blank line, then
 * Position, Name, Year, URL, Description) into a list, ranked when its films have positions.
 * Each film keeps the key the ratings use (`filmKey`), so one match serves every file.
 */
import { parseCsv } from './csv';
import { letterboxdStarsFrom, wholeStarsOf } from './letterboxd-rating';
import {
  LetterboxdFormatError,
  NOT_LETTERBOXD,
  TRUE_WORDS,
  columnReader,
  dateOf,
  filmKey,
  letterboxdUriOf,
  yearOf,
} from './letterboxd-rows';

/** A film as a journal file names it. */
export interface JournalFilm {
  key: string;
  name: string;
  year: number | null;
  /** The film's page on Letterboxd (`https://letterboxd.com/film/…`), when the file gives the film's. */
  letterboxdUri: string | null;
}

export interface LetterboxdDiaryEntry {
  film: JournalFilm;
  /** `YYYY-MM-DD` the film was watched (Watched Date, else the day it was logged). */
  watchedOn: string;
  /** `YYYY-MM-DD` the entry was logged on Letterboxd. */
  loggedOn: string | null;
  rewatch: boolean;
  /** Letterboxd's rating in half stars, and the whole stars Marquee stores (halves round up). */
  letterboxdRating: number | null;
  rating: number | null;
  tags: string[];
  /** The entry's own page on Letterboxd: the same entry imported twice is recognised by it. */
  entryUri: string | null;
}

export interface LetterboxdWatchedFilm {
  film: JournalFilm;
  /** `YYYY-MM-DD` the film was marked watched. */
  date: string | null;
}

export interface LetterboxdListFilm {
  film: JournalFilm;
  /** The film's rank, when the list gives one. */
  position: number | null;
  notes: string;
}

export interface LetterboxdList {
  name: string;
  description: string;
  /** `YYYY-MM-DD` the list was made. */
  date: string | null;
  url: string | null;
  tags: string[];
  /** Every film has a position: the list is ranked, in that order. */
  ranked: boolean;
  films: LetterboxdListFilm[];
}

/** What an export holds besides ratings, reviews and the watchlist. */
export interface LetterboxdJournal {
  diary: LetterboxdDiaryEntry[];
  watched: LetterboxdWatchedFilm[];
  lists: LetterboxdList[];
}

export const EMPTY_JOURNAL: LetterboxdJournal = { diary: [], watched: [], lists: [] };

const LIST_MARK = /^letterboxd list export/i;

function records(text: string): string[][] {
  return parseCsv(text).filter((record) => record.some((field) => field.trim() !== ''));
}

function tagsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

function journalFilm(name: string, year: number | null, uri: string | undefined): JournalFilm {
  return { key: filmKey(name, year, null), name, year, letterboxdUri: letterboxdUriOf(uri) };
}

/** Letterboxd's export names a column one way, its import format (and Marquee's export) another. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  Name: ['Name', 'Title'],
  'Watched Date': ['Watched Date', 'WatchedDate'],
  'Letterboxd URI': ['Letterboxd URI', 'LetterboxdURI'],
  URL: ['URL', 'LetterboxdURI'],
};

const either = (row: (column: string) => string | undefined, column: string) =>
  (ALIASES[column] ?? [column]).map((name) => row(name)).find((value) => value !== undefined);

function requireColumns(header: readonly string[], columns: readonly string[]): void {
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  const missing = columns.find((column) => !(ALIASES[column] ?? [column]).some((name) => names.has(name.toLowerCase())));
  if (missing) throw new LetterboxdFormatError(`${NOT_LETTERBOXD}: missing column ${missing}`);
}

export function diaryFromCsv(text: string): LetterboxdDiaryEntry[] {
  const [header, ...rows] = records(text);
  if (!header) return [];
  requireColumns(header, ['Name', 'Watched Date']);
  const read = columnReader(header);
  return rows.flatMap((record) => {
    const row = read(record);
    const name = either(row, 'Name')?.trim() ?? '';
    const loggedOn = dateOf(row('Date'));
    const watchedOn = dateOf(either(row, 'Watched Date')) ?? loggedOn;
    if (name === '' || watchedOn === null) return [];
    const letterboxdRating = letterboxdStarsFrom(row('Rating'));
    return [
      {
        // A diary row's URI is the entry's page, not the film's.
        film: journalFilm(name, yearOf(row('Year')), undefined),
        watchedOn,
        loggedOn,
        rewatch: TRUE_WORDS.has(row('Rewatch')?.trim().toLowerCase() ?? ''),
        letterboxdRating,
        rating: letterboxdRating === null ? null : wholeStarsOf(letterboxdRating),
        tags: tagsOf(row('Tags')),
        entryUri: letterboxdUriOf(either(row, 'Letterboxd URI')),
      },
    ];
  });
}

export function watchedFromCsv(text: string): LetterboxdWatchedFilm[] {
  const [header, ...rows] = records(text);
  if (!header) return [];
  requireColumns(header, ['Name']);
  const read = columnReader(header);
  return rows.flatMap((record) => {
    const row = read(record);
    const name = either(row, 'Name')?.trim() ?? '';
    if (name === '') return [];
    return [{ film: journalFilm(name, yearOf(row('Year')), either(row, 'Letterboxd URI')), date: dateOf(row('Date')) }];
  });
}

export function isListExport(firstLine: string): boolean {
  return LIST_MARK.test(firstLine.trim());
}

function positionOf(value: string | undefined): number | null {
  const position = Number(value?.trim() || Number.NaN);
  return Number.isInteger(position) && position > 0 ? position : null;
}

/** One list export. `fallbackName` (the file's name) names a list whose Name is empty. */
export function listFromCsv(text: string, fallbackName: string): LetterboxdList {
  const all = records(text);
  if (!isListExport(all[0]?.[0] ?? '')) throw new LetterboxdFormatError(`${NOT_LETTERBOXD}: no “Letterboxd list export” line`);
  const [listHeader, listRow, filmHeader, ...rows] = all.slice(1);
  if (!listHeader || !listRow) throw new LetterboxdFormatError(`${NOT_LETTERBOXD}: the list has no Name row`);
  requireColumns(listHeader, ['Name']);
  const list = columnReader(listHeader)(listRow);
  const films: LetterboxdListFilm[] = [];
  if (filmHeader) {
    requireColumns(filmHeader, ['Name']);
    const read = columnReader(filmHeader);
    for (const record of rows) {
      const row = read(record);
      const name = either(row, 'Name')?.trim() ?? '';
      if (name === '') continue;
      films.push({
        film: journalFilm(name, yearOf(row('Year')), either(row, 'URL')),
        position: positionOf(row('Position')),
        notes: row('Description')?.trim() ?? '',
      });
    }
  }
  const ranked = films.length > 0 && films.every((entry) => entry.position !== null);
  if (ranked) films.sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    name: (list('Name')?.trim() || fallbackName).slice(0, 100),
    description: (list('Description')?.trim() ?? '').slice(0, 1000),
    date: dateOf(list('Date')),
    url: letterboxdUriOf(list('URL')),
    tags: tagsOf(list('Tags')),
    ranked,
    films,
  };
}

/** The films every journal file names, one per key, to be matched with the ratings' films. */
export function journalFilms(journal: LetterboxdJournal): JournalFilm[] {
  const films = new Map<string, JournalFilm>();
  const add = (film: JournalFilm) => {
    const seen = films.get(film.key);
    if (!seen) films.set(film.key, film);
    else if (!seen.letterboxdUri && film.letterboxdUri) films.set(film.key, film);
  };
  journal.diary.forEach(({ film }) => add(film));
  journal.watched.forEach(({ film }) => add(film));
  journal.lists.forEach((list) => list.films.forEach(({ film }) => add(film)));
  return [...films.values()];
}
