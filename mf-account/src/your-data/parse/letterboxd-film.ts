import type { ImportedReviewText } from './review-text';

/** One film of a Letterboxd export, its rows from every file merged. */
export interface LetterboxdFilm {
  /** Merges the rows of one film across files: `tmdb:{id}`, else title and year. */
  key: string;
  name: string;
  year: number | null;
  /** Present in Letterboxd's import format (and Marquee's export for it). */
  tmdbId: number | null;
  /** The film's page on Letterboxd (`https://boxd.it/…`), from a file whose URIs are films'. */
  letterboxdUri: string | null;
  /** Whole stars, 1 to 5. */
  rating: number | null;
  review: ImportedReviewText | null;
  spoilers: boolean;
  watchlist: boolean;
  /** `YYYY-MM-DD` of the row the review or rating came from. */
  date: string | null;
}
