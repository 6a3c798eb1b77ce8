/**
 * Title search ranked the way people expect of a search box: the exact title, then titles
 * starting with the query, then titles containing every word, each tier by popularity. A film
 * known by an English and an original title is found by either.
 */
import type { CatalogMovie, SearchKeys } from './catalog-types.ts';
import { normalizeText } from './movie-text.ts';

const EXACT = 0;
const PREFIX = 1;
const WORDS = 2;
const SQUASHED = 3;

/** "spiderman" finds "Spider-Man 3": the query run together matches from the start of a word. */
function squashedMatch(keys: SearchKeys, squashed: string): boolean {
  if (!keys.compact.includes(squashed)) return false;
  const { words } = keys;
  for (let i = 0; i < words.length; i++) {
    if (words.slice(i).join('').startsWith(squashed)) return true;
  }
  return false;
}

function hasWord(words: readonly string[], word: string, asPrefix: boolean): boolean {
  for (const titleWord of words) {
    if (titleWord === word || (asPrefix && titleWord.startsWith(word))) return true;
  }
  return false;
}

function tierOf(keys: SearchKeys, query: string, queryWords: readonly string[], squashed: string): number | null {
  if (keys.title === query || keys.bare === query) return EXACT;
  if (keys.title.startsWith(query) || keys.bare.startsWith(query)) return PREFIX;
  // The last word may still be being typed (suggestions search as you type).
  const lastIndex = queryWords.length - 1;
  let allWords = true;
  for (let i = 0; i <= lastIndex && allWords; i++) allWords = hasWord(keys.words, queryWords[i] ?? '', i === lastIndex);
  if (allWords) return WORDS;
  if (squashed.length >= 3 && squashedMatch(keys, squashed)) return SQUASHED;
  return null;
}

/** Movies matching `rawQuery` in rank order; `movies` must already be in popularity order. */
export function searchMovies(movies: readonly CatalogMovie[], rawQuery: string): CatalogMovie[] {
  const query = normalizeText(rawQuery);
  if (!query) return [];
  const words = query.split(' ');
  const squashed = query.replace(/ /g, '');
  const tiers: CatalogMovie[][] = [[], [], [], []];
  for (const movie of movies) {
    const own = tierOf(movie.search, query, words, squashed);
    const original = movie.originalSearch ? tierOf(movie.originalSearch, query, words, squashed) : null;
    const tier = own === null ? original : original === null ? own : Math.min(own, original);
    if (tier !== null) tiers[tier]?.push(movie);
  }
  return tiers.flat();
}
