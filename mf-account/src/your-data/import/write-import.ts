/**
 * Writes the chosen films in batches. Each batch is at most four upserts (reviews with text,
 * ratings on their own, ratings replacing yours, watchlist rows), each all or nothing, so what a
 * failure leaves is the batches before it and part of the one that failed; running the import
 * again completes it without duplicates. "Keep mine" never touches a review the user already
 * has, even one written since the preview; "Replace" overwrites rating, text and spoiler flag
 * when the row brings a text, and only the rating when it brings only a rating. Every row keeps
 * its Letterboxd date.
 */
import { toLibraryRowInput } from '@marquee/shared/library';
import type { SupabaseClient, TablesInsert } from '@marquee/shared/supabase';
import { existingDataFor } from './existing-data';
import { writeLetterboxdFilms } from './letterboxd-film-rows';
import type { ExistingReviews, PlannedFilm } from './plan-import';
import { reviewOutcome, watchlistOutcome } from './row-outcome';
import { EMPTY_SUMMARY, addSummaries, type ImportSummary } from './import-summary';
import { sourceTimestamp } from './source-date';

export const IMPORT_BATCH_SIZE = 50;

export class ImportError extends Error {
  constructor(
    message: string,
    /** Films of the completed batches. */
    readonly saved: number,
    readonly summary: ImportSummary = EMPTY_SUMMARY,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

/** The movie ids among `movieIds` the user has reviewed. */
export async function reviewedMovieIds(client: SupabaseClient, userId: string, movieIds: readonly number[]): Promise<Set<number>> {
  return new Set((await existingDataFor(client, userId, movieIds)).reviews.keys());
}

function datesOf({ film }: PlannedFilm) {
  return {
    ...(film.date ? { reviewed_at: sourceTimestamp(film.date) } : {}),
    ...(film.watchedDate ? { watched_on: film.watchedDate } : {}),
  };
}

type Written = PromiseLike<{ data: { movie_id: number }[] | null; error: { message: string } | null }>;

/** The movie ids an upsert wrote (with ignoreDuplicates, the rows it did not skip). */
async function writtenIds<Row>(rows: Row[], upsert: (rows: Row[]) => Written): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const { data, error } = await upsert(rows);
  if (error) throw new Error(error.message);
  return new Set((data ?? []).map((row) => row.movie_id));
}

async function writeBatch(
  client: SupabaseClient,
  userId: string,
  batch: readonly PlannedFilm[],
  choice: ExistingReviews,
): Promise<ImportSummary> {
  const outcomes = batch.map((planned) => ({ planned, review: reviewOutcome(planned, choice), watchlist: watchlistOutcome(planned) }));
  const withText = outcomes.filter(({ review, planned }) => (review.kind === 'new' || review.kind === 'replace') && planned.film.review);
  const ratingOnly = outcomes.filter(({ review }) => review.kind === 'new' && !review.withText);
  const ratingReplaced = outcomes.filter(({ review }) => review.kind === 'replace-rating');
  const toWatchlist = outcomes.filter(({ watchlist }) => watchlist === 'add');
  // A new row never replaces a review written since the preview unless the user chose Replace.
  const skipExisting = choice === 'keep';

  const reviews = (ignoreDuplicates: boolean) => (rows: TablesInsert<'reviews'>[]) =>
    client.from('reviews').upsert(rows, { onConflict: 'user_id,movie_id', ignoreDuplicates }).select('movie_id');
  const textRows = await writtenIds(
    withText.map(({ planned }) => ({
      user_id: userId,
      movie_id: planned.movie.id,
      rating: planned.film.rating as number,
      review_text: planned.film.review?.stored ?? null,
      contains_spoilers: planned.film.spoilers,
      ...datesOf(planned),
    })),
    reviews(skipExisting),
  );
  // Without review_text in the row, an upsert that meets a review leaves its text alone.
  const ratingRows = await writtenIds(
    ratingOnly.map(({ planned }) => ({
      user_id: userId,
      movie_id: planned.movie.id,
      rating: planned.film.rating as number,
      ...datesOf(planned),
    })),
    reviews(skipExisting),
  );
  const replacedRatings = await writtenIds(
    ratingReplaced.map(({ planned }) => ({ user_id: userId, movie_id: planned.movie.id, rating: planned.film.rating as number })),
    reviews(false),
  );
  const watchlistRows = await writtenIds(
    toWatchlist.map(({ planned }) => ({
      ...toLibraryRowInput(userId, planned.movie),
      ...(planned.film.watchlistDate ? { created_at: sourceTimestamp(planned.film.watchlistDate) } : {}),
    })),
    (rows: TablesInsert<'watchlist'>[]) =>
      client.from('watchlist').upsert(rows, { onConflict: 'user_id,movie_id', ignoreDuplicates: true }).select('movie_id'),
  );
  await writeLetterboxdFilms(client, userId, batch);
  const saved = (list: typeof outcomes, rows: Set<number>) => list.filter(({ planned }) => rows.has(planned.movie.id));
  const newText = saved(withText, textRows).filter(({ review }) => review.kind === 'new').length;
  const newRatings = saved(ratingOnly, ratingRows).length;
  return {
    reviews: newText + newRatings,
    reviewsWithText: newText,
    replaced: saved(withText, textRows).length - newText,
    ratingsReplaced: saved(ratingReplaced, replacedRatings).length,
    watchlist: saved(toWatchlist, watchlistRows).length,
  };
}

/**
 * Resolves with what was saved, by kind; rejects with ImportError saying how many films the
 * completed batches held. `onProgress` hears the films done after each batch.
 */
export async function writeImport(
  client: SupabaseClient,
  userId: string,
  films: readonly PlannedFilm[],
  choice: ExistingReviews,
  onProgress?: (saved: number, summary: ImportSummary) => void,
): Promise<ImportSummary> {
  let saved = 0;
  let summary = EMPTY_SUMMARY;
  for (let start = 0; start < films.length; start += IMPORT_BATCH_SIZE) {
    const batch = films.slice(start, start + IMPORT_BATCH_SIZE);
    try {
      summary = addSummaries(summary, await writeBatch(client, userId, batch, choice));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ImportError(`The import stopped: ${reason}. ${saved} of ${films.length} films were saved.`, saved, summary);
    }
    saved += batch.length;
    onProgress?.(saved, summary);
  }
  return summary;
}
