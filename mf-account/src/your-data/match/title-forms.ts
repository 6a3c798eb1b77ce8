/**
 * The ways one film's title is written: "Kill Bill: Vol. 1" and "Kill Bill: Volume 1", "Naked
 * Gun 33⅓" and "Naked Gun 33 1/3", "10 Things" and "Ten Things", "Ep. IV" and "Episode 4",
 * "King Kong (1933)" and "King Kong". `canonicalTitle` writes them alike; `titleParts` gives the
 * pieces a title may be known by alone (before and after its colon, without its episode).
 */
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

const FRACTIONS: Record<string, string> = { '¼': ' 1/4', '½': ' 1/2', '¾': ' 3/4', '⅓': ' 1/3', '⅔': ' 2/3' };

const ABBREVIATIONS: Record<string, string> = { vol: 'volume', ep: 'episode', pt: 'part', no: 'number', st: 'saint', dr: 'doctor' };

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const NUMBERS = new Map(NUMBER_WORDS.map((word, value) => [word, String(value)]));

/** Roman numerals that are not also common words ("I", "V", "X" only after a part word). */
const ROMAN = new Map(
  ['ii', 'iii', 'iv', 'vi', 'vii', 'viii', 'ix', 'xi', 'xii', 'xiii'].map((numeral) => [numeral, String(romanValue(numeral))]),
);
const SHORT_ROMAN = new Map([
  ['i', '1'],
  ['v', '5'],
  ['x', '10'],
]);
const PART_WORDS = new Set(['episode', 'part', 'volume', 'chapter']);

function romanValue(numeral: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  for (let index = 0; index < numeral.length; index++) {
    const value = values[numeral[index] as string] ?? 0;
    const next = values[numeral[index + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** A year in brackets at the end, as a catalog tells remakes apart: "King Kong (1933)". */
const YEAR_SUFFIX = /\s*\((1[89]\d\d|20\d\d)\)\s*$/;

/** The title in one spelling: lower case, no accents or punctuation, numbers as digits, abbreviations spelled out. */
export function canonicalTitle(title: string): string {
  const text = title.replace(YEAR_SUFFIX, '').replace(/[¼½¾⅓⅔]/g, (char) => FRACTIONS[char] ?? char);
  const words = normalizeTitle(text).split(' ');
  const out: string[] = [];
  for (const word of words) {
    const spelled = ABBREVIATIONS[word] ?? word;
    const previous = out[out.length - 1] ?? '';
    out.push(NUMBERS.get(spelled) ?? ROMAN.get(spelled) ?? (PART_WORDS.has(previous) ? SHORT_ROMAN.get(spelled) : undefined) ?? spelled);
  }
  return out.join(' ');
}

const EPISODE = / (episode|part|volume|chapter) \d+$/;

export interface TitleParts {
  /** Before the colon: "Léon" of "Léon: The Professional". */
  main: string | null;
  /** After the colon: "The Empire Strikes Back" of "Star Wars Ep. V: The Empire Strikes Back". */
  subtitle: string | null;
  /** The main title without its episode: "Star Wars" of "Star Wars Ep. IV: A New Hope". */
  series: string | null;
}

/** The parts a title is also known by alone, canonical. */
export function titleParts(title: string): TitleParts {
  const cut = title.replace(YEAR_SUFFIX, '');
  const colon = cut.search(/:| - /);
  const main = canonicalTitle(colon > 0 ? cut.slice(0, colon) : cut);
  const subtitle = colon > 0 ? canonicalTitle(cut.slice(colon + 1).replace(/^\s*-?\s*/, '')) : '';
  const series = EPISODE.test(main) ? main.replace(EPISODE, '') : '';
  return { main: colon > 0 && main !== '' ? main : null, subtitle: subtitle || null, series: series || null };
}

/** Other spellings to search for when the title as written finds nothing: fractions and numbers written out, the main title alone. */
export function searchVariants(title: string): string[] {
  const variants = new Set<string>();
  const fractions = title.replace(/[¼½¾⅓⅔]/g, (char) => FRACTIONS[char] ?? char).replace(/(\d) +(\d\/)/g, '$1 $2');
  variants.add(fractions);
  variants.add(
    fractions.replace(/\b(\d{1,2})\b(?!\s*\/)/g, (digits: string) => {
      const word = NUMBER_WORDS[Number(digits)];
      return word ? word[0]?.toUpperCase() + word.slice(1) : digits;
    }),
  );
  variants.add(
    fractions
      .replace(/\bVol\.\s*/gi, 'Volume ')
      .replace(/\bEp\.\s*/gi, 'Episode ')
      .replace(/\bPt\.\s*/gi, 'Part '),
  );
  const colon = fractions.search(/:| - /);
  if (colon > 0) variants.add(fractions.slice(0, colon).trim());
  // A title known by another ending ("…Philosopher's Stone", "…Sorcerer's Stone"): its beginning.
  const words = fractions.split(/\s+/);
  if (words.length >= 4) variants.add(words.slice(0, -2).join(' '));
  variants.delete(title);
  return [...variants];
}
