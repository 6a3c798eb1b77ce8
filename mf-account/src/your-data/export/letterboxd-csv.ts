/**
 * Marquee's data in Letterboxd's import format: Title, Year, tmdbID, Rating, WatchedDate,
 * Review for the reviews (tmdbID makes Letterboxd's match exact), and Title, Year, tmdbID for
 * the watchlist, which Letterboxd's watchlist import accepts.
 */
import { formatCsv } from '../parse/csv';
import { plainTextOfStoredReview } from '../parse/review-text';

export interface ExportedReview {
  movie_id: number;
  rating: number;
  review_text: string | null;
  /** When the review was written: on Marquee, or on the site it was imported from. */
  reviewed_at: string;
  watched_on: string | null;
  title: string;
  release_date: string | null;
}

export interface ExportedWatchlistEntry {
  movie_id: number;
  title: string;
  release_date: string | null;
}

const yearOf = (date: string | null) => (date && /^\d{4}/.test(date) ? date.slice(0, 4) : '');

/** Paragraphs are separated by a blank line, which Letterboxd keeps as paragraphs. */
function reviewForLetterboxd(stored: string | null): string {
  return plainTextOfStoredReview(stored)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n\n');
}

export function reviewsCsv(reviews: readonly ExportedReview[]): string {
  return formatCsv([
    ['Title', 'Year', 'tmdbID', 'Rating', 'WatchedDate', 'Review'],
    ...reviews.map((review) => [
      review.title,
      yearOf(review.release_date),
      String(review.movie_id),
      String(review.rating),
      review.watched_on ?? review.reviewed_at.slice(0, 10),
      reviewForLetterboxd(review.review_text),
    ]),
  ]);
}

export function watchlistCsv(entries: readonly ExportedWatchlistEntry[]): string {
  return formatCsv([
    ['Title', 'Year', 'tmdbID'],
    ...entries.map((entry) => [entry.title, yearOf(entry.release_date), String(entry.movie_id)]),
  ]);
}
