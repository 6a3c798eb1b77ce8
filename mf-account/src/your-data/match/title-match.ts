/**
 * Which search result is the Letterboxd film: the same year, else a year either side (release
 * dates differ between countries), and among those the closest title, ignoring case, accents
 * and punctuation. A title too far from every result is no match.
 */
export interface Candidate {
  id: number;
  title: string;
  original_title?: string;
  release_date: string;
}

/** Lower case, accents dropped, punctuation as spaces, "&" as "and", spaces collapsed. */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

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

/** 1 for the same normalized title, falling towards 0 as more characters differ. */
export function titleSimilarity(a: string, b: string): number {
  const left = normalizeTitle(a);
  const right = normalizeTitle(b);
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

function similarityOf(candidate: Candidate, name: string): number {
  const own = titleSimilarity(candidate.title, name);
  return candidate.original_title ? Math.max(own, titleSimilarity(candidate.original_title, name)) : own;
}

/** The best candidate for `name` released in `year`, or null. Results keep their order on ties. */
export function pickMatch<T extends Candidate>(candidates: readonly T[], name: string, year: number | null): T | null {
  const scored = candidates
    .map((candidate, order) => ({ candidate, order, similarity: similarityOf(candidate, name), year: releaseYear(candidate.release_date) }))
    .filter((entry) => entry.similarity >= MIN_SIMILARITY);
  const best = (entries: typeof scored) =>
    entries.reduce<(typeof scored)[number] | null>((top, entry) => (!top || entry.similarity > top.similarity ? entry : top), null)
      ?.candidate ?? null;
  if (year === null) return best(scored);
  return (
    best(scored.filter((entry) => entry.year === year)) ??
    best(scored.filter((entry) => entry.year !== null && Math.abs(entry.year - year) === 1))
  );
}
