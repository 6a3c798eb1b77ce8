import type { ImportedReviewText } from './review-text';

/** A review of the film that the import does not bring: Marquee keeps one review per film. */
export interface SetAsideReview {
  /** `YYYY-MM-DD` the review was logged. */
  date: string | null;
  rewatch: boolean;
  /** The start of its text, to recognise it. */
  excerpt: string;
}

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
  /** `YYYY-MM-DD` the imported review (or, without one, the rating) was logged on Letterboxd. */
  date: string | null;
  /** The rating as Letterboxd gave it, in half stars from 0.5 to 5. */
  letterboxdRating?: number | null;
  /** `YYYY-MM-DD` the film was watched, for the imported review. */
  watchedDate?: string | null;
  /** `YYYY-MM-DD` the film went on the Letterboxd watchlist. */
  watchlistDate?: string | null;
  /** The imported review is of a rewatch. */
  rewatch?: boolean;
  /** The film's other reviews in the export, newest first: not imported. */
  setAsideReviews?: SetAsideReview[];
}
