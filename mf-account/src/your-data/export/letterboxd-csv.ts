/**
 * Marquee's data in Letterboxd's import format: Title, Year, tmdbID, LetterboxdURI, Rating,
 * WatchedDate, Review for the reviews, and Title, Year, tmdbID, LetterboxdURI for the watchlist,
 * which Letterboxd's watchlist import accepts. tmdbID is written only when it is TMDb's id, and
 * LetterboxdURI only for a film that came from Letterboxd; otherwise Letterboxd matches the film
 * by its title and year.
 */
import { formatCsv } from '../parse/csv';
import { plainTextLinesOf } from '@marquee/shared/rich-text';

/** How Letterboxd will find the film: TMDb's id and the film's Letterboxd page, when known. */
export interface LetterboxdIdentity {
  tmdb_id: number | null;
  letterboxd_uri: string | null;
}

export interface ExportedReview extends LetterboxdIdentity {
  movie_id: number;
  rating: number;
  review_text: string | null;
  /** When the review was written: on Marquee, or on the site it was imported from. */
  reviewed_at: string;
  watched_on: string | null;
  title: string;
  release_date: string | null;
}

export interface ExportedWatchlistEntry extends LetterboxdIdentity {
  movie_id: number;
  title: string;
  release_date: string | null;
}

const idOf = (id: number | null) => (id === null ? '' : String(id));

const yearOf = (date: string | null) => (date && /^\d{4}/.test(date) ? date.slice(0, 4) : '');

/** Paragraphs are separated by a blank line, which Letterboxd keeps as paragraphs. */
function reviewForLetterboxd(stored: string | null): string {
  return plainTextLinesOf(stored)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n\n');
}

export function reviewsCsv(reviews: readonly ExportedReview[]): string {
  return formatCsv([
    ['Title', 'Year', 'tmdbID', 'LetterboxdURI', 'Rating', 'WatchedDate', 'Review'],
    ...reviews.map((review) => [
      review.title,
      yearOf(review.release_date),
      idOf(review.tmdb_id),
      review.letterboxd_uri ?? '',
      String(review.rating),
      review.watched_on ?? review.reviewed_at.slice(0, 10),
      reviewForLetterboxd(review.review_text),
    ]),
  ]);
}

export function watchlistCsv(entries: readonly ExportedWatchlistEntry[]): string {
  return formatCsv([
    ['Title', 'Year', 'tmdbID', 'LetterboxdURI'],
    ...entries.map((entry) => [entry.title, yearOf(entry.release_date), idOf(entry.tmdb_id), entry.letterboxd_uri ?? '']),
  ]);
}

export interface ExportedFilm extends LetterboxdIdentity {
  title: string;
  release_date: string | null;
}

export interface ExportedDiaryEntry extends ExportedFilm {
  watched_on: string;
  rewatch: boolean;
  rating: number | null;
}

/** Diary entries in Letterboxd's import format: a row with a WatchedDate becomes a diary entry there. */
export function diaryCsv(entries: readonly ExportedDiaryEntry[]): string {
  return formatCsv([
    ['Title', 'Year', 'tmdbID', 'LetterboxdURI', 'Rating', 'WatchedDate', 'Rewatch'],
    ...entries.map((entry) => [
      entry.title,
      yearOf(entry.release_date),
      idOf(entry.tmdb_id),
      entry.letterboxd_uri ?? '',
      entry.rating === null ? '' : String(entry.rating),
      entry.watched_on,
      entry.rewatch ? 'Yes' : '',
    ]),
  ]);
}

/** Films marked watched, without a WatchedDate (which would make each a diary entry); Date is the day marked. */
export function watchedCsv(films: readonly (ExportedFilm & { watched_at: string })[]): string {
  return formatCsv([
    ['Date', 'Title', 'Year', 'tmdbID', 'LetterboxdURI'],
    ...films.map((film) => [
      film.watched_at.slice(0, 10),
      film.title,
      yearOf(film.release_date),
      idOf(film.tmdb_id),
      film.letterboxd_uri ?? '',
    ]),
  ]);
}

export interface ExportedList {
  name: string;
  description: string | null;
  created_at: string;
  ranked: boolean;
  films: ExportedFilm[];
}

/** A list as Letterboxd exports one: its header block, then its films, numbered when ranked. */
export function listCsv(list: ExportedList): string {
  const head = formatCsv([
    ['Letterboxd list export v7'],
    ['Date', 'Name', 'Tags', 'URL', 'Description'],
    [list.created_at.slice(0, 10), list.name, '', '', list.description ?? ''],
  ]);
  const films = formatCsv([
    ['Position', 'Name', 'Year', 'URL', 'Description'],
    ...list.films.map((film, index) => [
      list.ranked ? String(index + 1) : '',
      film.title,
      yearOf(film.release_date),
      film.letterboxd_uri ?? '',
      '',
    ]),
  ]);
  return `${head}\r\n${films}`;
}

/** Ratings without a text (ratings.csv), dated the day rated; without a WatchedDate, so Letterboxd makes no diary entry of them. */
export function ratingsCsv(reviews: readonly ExportedReview[]): string {
  return formatCsv([
    ['Date', 'Title', 'Year', 'tmdbID', 'LetterboxdURI', 'Rating'],
    ...reviews.map((review) => [
      review.reviewed_at.slice(0, 10),
      review.title,
      yearOf(review.release_date),
      idOf(review.tmdb_id),
      review.letterboxd_uri ?? '',
      String(review.rating),
    ]),
  ]);
}
