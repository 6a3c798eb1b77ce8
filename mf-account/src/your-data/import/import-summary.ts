/** What an import saved, by kind, as the result says it. */
export interface ImportSummary {
  /** New reviews, with or without text. */
  reviews: number;
  /** Of those, the ones with text. */
  reviewsWithText: number;
  /** Your reviews replaced by Letterboxd's rating and text. */
  replaced: number;
  /** Your ratings replaced, your text kept. */
  ratingsReplaced: number;
  /** Films added to the watchlist. */
  watchlist: number;
}

export const EMPTY_SUMMARY: ImportSummary = { reviews: 0, reviewsWithText: 0, replaced: 0, ratingsReplaced: 0, watchlist: 0 };

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A summary as stored or as the database recorded it; a count that is not one reads as 0. */
export function summaryFromRecord(value: unknown): ImportSummary {
  if (typeof value !== 'object' || value === null) return EMPTY_SUMMARY;
  const record = value as Record<string, unknown>;
  const count = (key: keyof ImportSummary) => (isCount(record[key]) ? record[key] : 0);
  return {
    reviews: count('reviews'),
    reviewsWithText: count('reviewsWithText'),
    replaced: count('replaced'),
    ratingsReplaced: count('ratingsReplaced'),
    watchlist: count('watchlist'),
  };
}

export function addSummaries(a: ImportSummary, b: ImportSummary): ImportSummary {
  return {
    reviews: a.reviews + b.reviews,
    reviewsWithText: a.reviewsWithText + b.reviewsWithText,
    replaced: a.replaced + b.replaced,
    ratingsReplaced: a.ratingsReplaced + b.ratingsReplaced,
    watchlist: a.watchlist + b.watchlist,
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The result's lines, one per kind saved; none when nothing was. */
export function summaryLines(summary: ImportSummary): string[] {
  const lines: string[] = [];
  if (summary.reviews > 0)
    lines.push(
      `${count(summary.reviews, 'new review', 'new reviews')}${summary.reviewsWithText > 0 ? ` (${summary.reviewsWithText} with text)` : ''}`,
    );
  if (summary.replaced > 0) lines.push(`${count(summary.replaced, 'of your reviews', 'of your reviews')} replaced with Letterboxd’s`);
  if (summary.ratingsReplaced > 0) lines.push(`${count(summary.ratingsReplaced, 'rating', 'ratings')} replaced, your review text kept`);
  if (summary.watchlist > 0) lines.push(`${count(summary.watchlist, 'film', 'films')} added to your watchlist`);
  return lines;
}
