/**
 * Which search result is the Letterboxd film: the same year, else a year either side (release
 * dates differ between countries), and among those the closest title, however it is written
 * (`canonicalTitle`). A title too far from every result is no match.
 */
import { canonicalTitle, normalizeTitle, titleParts } from './title-forms';

export interface Candidate {
  id: number;
  title: string;
  original_title?: string;
  release_date: string;
}

export { normalizeTitle };

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? Math.max(a.length, b.length);
}

/** 1 for the same title however written (see `canonicalTitle`), falling towards 0 as more characters differ. */
export function titleSimilarity(a: string, b: string): number {
  const left = canonicalTitle(a);
  const right = canonicalTitle(b);
  if (left === right) return 1;
  const longest = Math.max(left.length, right.length);
  return longest === 0 ? 0 : 1 - levenshtein(left, right) / longest;
}

/** Below this the best result is a different film, not the same title written differently. */
export const MIN_SIMILARITY = 0.75;

export function releaseYear(date: string): number | null {
  const year = Number(date.slice(0, 4));
  return /^\d{4}/.test(date) && Number.isInteger(year) ? year : null;
}

/** How close a candidate's title (or original title) is to `name`; `partial` when only a part matches (see `titleParts`). */
function similarityOf(candidate: Candidate, name: string): { similarity: number; partial: boolean } {
  const titles =
    candidate.original_title && candidate.original_title !== candidate.title
      ? [candidate.title, candidate.original_title]
      : [candidate.title];
  const similarity = Math.max(...titles.map((title) => titleSimilarity(title, name)));
  if (similarity >= MIN_SIMILARITY) return { similarity, partial: false };
  // The film's title is the other's subtitle or series, or its main title is the other's title.
  const wanted = canonicalTitle(name);
  const wantedMain = titleParts(name).main;
  const partial = titles.some((title) => {
    const { subtitle, series } = titleParts(title);
    return subtitle === wanted || series === wanted || wantedMain === canonicalTitle(title);
  });
  return partial ? { similarity: MIN_SIMILARITY, partial } : { similarity, partial };
}

/**
 * The best candidate for `name` released in `year`, or null. Results keep their order on ties.
 * A title that matches only in part ("Léon: The Professional" and "Léon", "Star Wars" and
 * "Star Wars Ep. IV: A New Hope") needs the very year.
 */
export function pickMatch<T extends Candidate>(candidates: readonly T[], name: string, year: number | null): T | null {
  const scored = candidates
    .map((candidate, order) => ({ candidate, order, ...similarityOf(candidate, name), year: releaseYear(candidate.release_date) }))
    .filter((entry) => entry.similarity >= MIN_SIMILARITY && (!entry.partial || (year !== null && entry.year === year)));
  const best = (entries: typeof scored) =>
    entries.reduce<(typeof scored)[number] | null>((top, entry) => (!top || entry.similarity > top.similarity ? entry : top), null)
      ?.candidate ?? null;
  if (year === null) return best(scored);
  return (
    best(scored.filter((entry) => entry.year === year)) ??
    best(scored.filter((entry) => entry.year !== null && Math.abs(entry.year - year) === 1))
  );
}
