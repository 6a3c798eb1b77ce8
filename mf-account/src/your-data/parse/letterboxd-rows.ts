/**
 * Letterboxd's CSV layouts to films. Its export has `ratings.csv` (Date, Name, Year, Letterboxd
 * URI, Rating), `reviews.csv` (adds Rewatch, Review, Tags, Watched Date) and `watchlist.csv`
 * (Date, Name, Year, Letterboxd URI); its import format (and Marquee's export for Letterboxd)
 * says Title instead of Name and may carry tmdbID, Rating10 and WatchedDate.
 */
import { parseCsv } from './csv';
import type { LetterboxdFilm, SetAsideReview } from './letterboxd-film';
import { letterboxdStarsFrom, letterboxdStarsFromTen, wholeStarsOf } from './letterboxd-rating';
import { plainTextLinesOf } from '@marquee/shared/rich-text';
import { reviewTextFromLetterboxd } from './review-text';

export type FileKind = 'ratings' | 'watchlist';

export class LetterboxdFormatError extends Error {}

export const NOT_LETTERBOXD = 'This file does not look like a Letterboxd export';

export type Row = (column: string) => string | undefined;

export function columnReader(header: readonly string[]): (row: readonly string[]) => Row {
  const index = new Map(header.map((name, position) => [name.trim().toLowerCase(), position]));
  return (row) => (column) => {
    const position = index.get(column.toLowerCase());
    return position === undefined ? undefined : row[position];
  };
}

export function yearOf(value: string | undefined): number | null {
  const year = Number(value?.trim());
  return Number.isInteger(year) && year > 1800 && year < 3000 ? year : null;
}

export function dateOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

/** A link to Letterboxd itself, nothing else. */
export function letterboxdUriOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^https:\/\/(boxd\.it|letterboxd\.com)\/[\w\-/]+$/.test(text) && text.length <= 200 ? text : null;
}

export const TRUE_WORDS: ReadonlySet<string> = new Set(['yes', 'true', '1']);

export function filmKey(name: string, year: number | null, tmdbId: number | null): string {
  return tmdbId !== null ? `tmdb:${tmdbId}` : `${name.trim().toLowerCase()}|${year ?? ''}`;
}

/**
 * The films of one CSV file. `kind` says what its rows mean: a watchlist, or ratings and
 * reviews. Throws LetterboxdFormatError with the message the user sees.
 */
export function filmsFromCsv(
  text: string,
  kind: FileKind | null,
  options: { filmUris?: boolean } = {},
): { kind: FileKind; films: LetterboxdFilm[] } {
  const records = parseCsv(text).filter((record) => record.some((field) => field.trim() !== ''));
  const header = records[0];
  if (!header) throw new LetterboxdFormatError('empty');
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  const titleColumn = names.has('name') ? 'Name' : names.has('title') ? 'Title' : null;
  if (!titleColumn) throw new LetterboxdFormatError(`${NOT_LETTERBOXD}: missing column Name`);
  const hasRatingOrReview = names.has('rating') || names.has('rating10') || names.has('review');
  const resolved: FileKind | null = kind ?? (hasRatingOrReview ? 'ratings' : null);
  if (!resolved) throw new LetterboxdFormatError(`${NOT_LETTERBOXD}: missing column Rating`);
  if (resolved === 'ratings' && !hasRatingOrReview) throw new LetterboxdFormatError(`${NOT_LETTERBOXD}: missing column Rating`);

  const read = columnReader(header);
  const films: LetterboxdFilm[] = [];
  for (const record of records.slice(1)) {
    const row = read(record);
    const name = row(titleColumn)?.trim() ?? '';
    if (name === '') continue;
    const year = yearOf(row('Year'));
    const tmdbNumber = Number(row('tmdbID')?.trim());
    const tmdbId = Number.isInteger(tmdbNumber) && tmdbNumber > 0 ? tmdbNumber : null;
    const watchedDate = dateOf(row('Watched Date')) ?? dateOf(row('WatchedDate'));
    const film: LetterboxdFilm = {
      key: filmKey(name, year, tmdbId),
      name,
      year,
      tmdbId,
      letterboxdUri: options.filmUris ? letterboxdUriOf(row('Letterboxd URI') ?? row('LetterboxdURI')) : null,
      rating: null,
      review: null,
      spoilers: false,
      watchlist: resolved === 'watchlist',
      // Marquee's own export has WatchedDate and no Date.
      date: dateOf(row('Date')) ?? watchedDate,
    };
    if (resolved === 'watchlist') film.watchlistDate = film.date;
    if (resolved === 'ratings') {
      film.letterboxdRating = letterboxdStarsFrom(row('Rating')) ?? letterboxdStarsFromTen(row('Rating10'));
      film.rating = film.letterboxdRating === null ? null : wholeStarsOf(film.letterboxdRating);
      film.watchedDate = watchedDate;
      film.rewatch = TRUE_WORDS.has(row('Rewatch')?.trim().toLowerCase() ?? '');
      const review = reviewTextFromLetterboxd(row('Review'));
      film.review = review.stored ? review : null;
      film.spoilers = TRUE_WORDS.has(row('Spoilers')?.trim().toLowerCase() ?? '') || review.spoilerNote;
    }
    films.push(film);
  }
  return { kind: resolved, films };
}

const laterFirst = (a: LetterboxdFilm, b: LetterboxdFilm) => (b.date ?? '').localeCompare(a.date ?? '');

function setAside(film: LetterboxdFilm): SetAsideReview {
  const text = plainTextLinesOf(film.review?.stored ?? null)
    .replace(/\s+/g, ' ')
    .trim();
  return { date: film.date, rewatch: film.rewatch ?? false, excerpt: text.length > 60 ? `${text.slice(0, 59)}…` : text };
}

/** One film from its rows in every file. */
function mergedFilm(rows: readonly LetterboxdFilm[]): LetterboxdFilm {
  const [first] = rows as [LetterboxdFilm, ...LetterboxdFilm[]];
  // Marquee keeps one review per film: the latest; the others are listed, not lost silently.
  const seenTexts = new Set<string>();
  const reviews = rows
    .filter((row) => row.review !== null)
    .sort(laterFirst)
    .filter((row) => {
      const text = row.review?.stored ?? '';
      if (seenTexts.has(text)) return false;
      seenTexts.add(text);
      return true;
    });
  const [kept, ...others] = reviews;
  // The latest rating: ratings.csv holds the film's current one.
  const rated = rows.filter((row) => row.rating !== null).sort(laterFirst)[0];
  const watchlisted = rows.filter((row) => row.watchlist);
  const dated = kept ?? rated;
  const film: LetterboxdFilm = {
    key: first.key,
    name: first.name,
    year: first.year,
    tmdbId: rows.find((row) => row.tmdbId !== null)?.tmdbId ?? null,
    letterboxdUri: rows.find((row) => row.letterboxdUri !== null)?.letterboxdUri ?? null,
    rating: rated?.rating ?? null,
    letterboxdRating: rated?.letterboxdRating ?? null,
    review: kept?.review ?? null,
    spoilers: kept?.spoilers ?? false,
    watchlist: watchlisted.length > 0,
    watchlistDate: watchlisted.map((row) => row.watchlistDate ?? null).find((date) => date !== null) ?? null,
    date: dated?.date ?? null,
    watchedDate: dated?.watchedDate ?? null,
    rewatch: kept?.rewatch ?? false,
  };
  if (others.length > 0) film.setAsideReviews = others.map(setAside);
  return film;
}

/**
 * Rows of every file merged per film: a watchlist row adds the flag and its date, the latest
 * rating and the latest review win, and the film's other reviews are listed as set aside.
 */
export function mergeFilms(lists: readonly LetterboxdFilm[][]): LetterboxdFilm[] {
  const rows = new Map<string, LetterboxdFilm[]>();
  for (const list of lists) {
    for (const film of list) {
      const seen = rows.get(film.key);
      if (seen) seen.push(film);
      else rows.set(film.key, [film]);
    }
  }
  return [...rows.values()].map(mergedFilm);
}
