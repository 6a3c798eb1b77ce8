/**
 * Letterboxd's CSV layouts to films. Its export has `ratings.csv` (Date, Name, Year, Letterboxd
 * URI, Rating), `reviews.csv` (adds Rewatch, Review, Tags, Watched Date) and `watchlist.csv`
 * (Date, Name, Year, Letterboxd URI); its import format (and Marquee's export for Letterboxd)
 * says Title instead of Name and may carry tmdbID, Rating10 and WatchedDate.
 */
import { parseCsv } from './csv';
import type { LetterboxdFilm } from './letterboxd-film';
import { wholeStarsFrom, wholeStarsFromTen } from './letterboxd-rating';
import { reviewTextFromLetterboxd } from './review-text';

export type FileKind = 'ratings' | 'watchlist';

export class LetterboxdFormatError extends Error {}

export const NOT_LETTERBOXD = 'This file does not look like a Letterboxd export';

type Row = (column: string) => string | undefined;

function columnReader(header: readonly string[]): (row: readonly string[]) => Row {
  const index = new Map(header.map((name, position) => [name.trim().toLowerCase(), position]));
  return (row) => (column) => {
    const position = index.get(column.toLowerCase());
    return position === undefined ? undefined : row[position];
  };
}

function yearOf(value: string | undefined): number | null {
  const year = Number(value?.trim());
  return Number.isInteger(year) && year > 1800 && year < 3000 ? year : null;
}

function dateOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

/** A link to Letterboxd itself, nothing else. */
function letterboxdUriOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^https:\/\/(boxd\.it|letterboxd\.com)\/[\w\-/]+$/.test(text) && text.length <= 200 ? text : null;
}

const TRUE_WORDS = new Set(['yes', 'true', '1']);

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
      date: dateOf(row('Watched Date')) ?? dateOf(row('WatchedDate')) ?? dateOf(row('Date')),
    };
    if (resolved === 'ratings') {
      film.rating = wholeStarsFrom(row('Rating')) ?? wholeStarsFromTen(row('Rating10'));
      const review = reviewTextFromLetterboxd(row('Review'));
      film.review = review.stored ? review : null;
      film.spoilers = TRUE_WORDS.has(row('Spoilers')?.trim().toLowerCase() ?? '') || review.spoilerNote;
    }
    films.push(film);
  }
  return { kind: resolved, films };
}

/** Rows of every file merged per film: a watchlist row adds the flag, the latest review wins. */
export function mergeFilms(lists: readonly LetterboxdFilm[][]): LetterboxdFilm[] {
  const merged = new Map<string, LetterboxdFilm>();
  for (const list of lists) {
    for (const film of list) {
      const seen = merged.get(film.key);
      if (!seen) {
        merged.set(film.key, { ...film });
        continue;
      }
      seen.watchlist ||= film.watchlist;
      seen.tmdbId ??= film.tmdbId;
      seen.letterboxdUri ??= film.letterboxdUri;
      if (film.review && (!seen.review || (film.date ?? '') >= (seen.date ?? ''))) {
        seen.review = film.review;
        seen.spoilers = film.spoilers;
        seen.date = film.date ?? seen.date;
      }
      if (film.rating !== null && (seen.rating === null || (film.date ?? '') >= (seen.date ?? ''))) seen.rating = film.rating;
    }
  }
  return [...merged.values()];
}
