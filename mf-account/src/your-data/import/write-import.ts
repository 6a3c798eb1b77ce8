/**
 * Writes the chosen films in batches of at most IMPORT_BATCH_SIZE, each through the
 * `import_letterboxd_batch` rpc: one transaction that writes the batch and records its id with
 * what it saved. A batch sent again with the same id (the page was reloaded while it was on its
 * way) returns that record, so an import finished after a reload counts exactly what was saved.
 * The database decides what a row may change: "Keep mine" never touches a review the user already
 * has, even one written since the preview; "Replace" overwrites rating, text and spoiler flag
 * when the row brings a text, and only the rating when it brings only a rating. Every row keeps
 * its Letterboxd date.
 */
import { toLibraryRowInput } from '@marquee/shared/library';
import type { SupabaseClient } from '@marquee/shared/supabase';
import { existingDataFor } from './existing-data';
import type { ExistingReviews, PlannedFilm } from './plan-import';
import { willWriteReview } from './plan-import';
import { reviewOutcome, watchlistOutcome } from './row-outcome';
import { EMPTY_SUMMARY, addSummaries, summaryFromRecord, type ImportSummary } from './import-summary';
import { sourceTimestamp } from './source-date';
import { IMPORT_BATCH_SIZE } from './import-batch-size';

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

/** One id for each batch of `films`, kept with the plan so a resumed import sends the same ones. */
export function importBatchIds(films: number): string[] {
  return Array.from({ length: Math.ceil(films / IMPORT_BATCH_SIZE) }, () => crypto.randomUUID());
}

const WRITES_REVIEW: ReadonlySet<string> = new Set(['new', 'replace', 'replace-rating']);

/** A film as the rpc takes it: its review, watchlist row and Letterboxd name, each when the plan writes it. */
export function batchRow(planned: PlannedFilm, choice: ExistingReviews) {
  const { film, movie } = planned;
  const writesReview = WRITES_REVIEW.has(reviewOutcome(planned, choice).kind);
  const library = toLibraryRowInput('', movie);
  return {
    movie_id: movie.id,
    review: writesReview
      ? {
          rating: film.rating,
          review_text: film.review?.stored ?? null,
          contains_spoilers: film.spoilers,
          reviewed_at: film.date ? sourceTimestamp(film.date) : null,
          watched_on: film.watchedDate ?? null,
        }
      : null,
    watchlist:
      watchlistOutcome(planned) === 'add'
        ? {
            title: library.title,
            poster_path: library.poster_path ?? null,
            release_date: library.release_date ?? null,
            vote_average: library.vote_average ?? null,
            created_at: film.watchlistDate ? sourceTimestamp(film.watchlistDate) : null,
          }
        : null,
    letterboxd: willWriteReview(film) || film.watchlist ? { title: film.name, year: film.year, letterboxd_uri: film.letterboxdUri } : null,
  };
}

async function writeBatch(
  client: SupabaseClient,
  batchId: string,
  batch: readonly PlannedFilm[],
  choice: ExistingReviews,
): Promise<ImportSummary> {
  const { data, error } = await client.rpc('import_letterboxd_batch', {
    batch_id: batchId,
    replace_existing: choice === 'replace',
    films: batch.map((planned) => batchRow(planned, choice)),
  });
  if (error) throw new Error(error.message);
  return summaryFromRecord(data);
}

export interface WriteImportOptions {
  /** The batches' ids, one per IMPORT_BATCH_SIZE films (importBatchIds); new ones when absent. */
  batchIds?: readonly string[];
  /** Hears the films done after each batch, and what was saved so far. */
  onProgress?: (saved: number, summary: ImportSummary) => void;
}

/**
 * Resolves with what was saved, by kind; rejects with ImportError saying how many films the
 * completed batches held.
 */
export async function writeImport(
  client: SupabaseClient,
  films: readonly PlannedFilm[],
  choice: ExistingReviews,
  { batchIds = importBatchIds(films.length), onProgress }: WriteImportOptions = {},
): Promise<ImportSummary> {
  let saved = 0;
  let summary = EMPTY_SUMMARY;
  for (let start = 0; start < films.length; start += IMPORT_BATCH_SIZE) {
    const batch = films.slice(start, start + IMPORT_BATCH_SIZE);
    const batchId = batchIds[start / IMPORT_BATCH_SIZE];
    try {
      if (!batchId) throw new Error(`no id for the films from ${start + 1} on`);
      summary = addSummaries(summary, await writeBatch(client, batchId, batch, choice));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ImportError(`The import stopped: ${reason}. ${saved} of ${films.length} films were saved.`, saved, summary);
    }
    saved += batch.length;
    onProgress?.(saved, summary);
  }
  return summary;
}
