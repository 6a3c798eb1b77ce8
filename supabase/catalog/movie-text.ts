/** Titles repaired and prose composed from the facts the data set holds. */
import type { RawMovie } from './raw-movie.ts';

/**
 * Accented titles in the data were Latin-1 text read as Mac Roman (`LÈon` for `Léon`). Only the
 * characters that actually occur are mapped back: `Alien³` and `Ri¢hie Ri¢h` are real titles.
 */
const MAC_ROMAN_REPAIRS: Record<string, string> = {
  È: 'é',
  Í: 'ê',
  Ë: 'è',
  Î: 'ë',
  Û: 'ó',
  Ù: 'ô',
  '˘': 'ù',
  '‰': 'ä',
  '‡': 'à',
  '·': 'á',
  Ö: '…',
  Ω: '½',
};
const MOJIBAKE = new RegExp(`[${Object.keys(MAC_ROMAN_REPAIRS).join('')}]`, 'g');

export function repairTitle(raw: string): string {
  const repaired = raw.replace(MOJIBAKE, (char) => MAC_ROMAN_REPAIRS[char] ?? char);
  // Library-catalogue order ("Secret, The") reads oddly on a poster.
  const article = /^(.*), (The|A|An)$/.exec(repaired);
  return article ? `${article[2]} ${article[1]}` : repaired;
}

/** Lower case, accents and punctuation removed: what search and title sorting compare. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const SOURCE_PHRASES: Record<string, string> = {
  'Original Screenplay': 'from an original screenplay',
  'Based on Book/Short Story': 'based on a book or short story',
  'Based on Real Life Events': 'based on real-life events',
  'Based on Comic/Graphic Novel': 'based on a comic or graphic novel',
  'Based on TV': 'based on a television series',
  'Based on Play': 'based on a stage play',
  'Based on Game': 'based on a game',
  'Based on Short Film': 'based on a short film',
  'Based on Musical/Opera': 'based on a musical or opera',
  'Based on Factual Book/Article': 'based on a factual book or article',
  'Based on Magazine Article': 'based on a magazine article',
  'Based on Toy': 'based on a toy line',
  'Traditional/Legend/Fairytale': 'drawn from a traditional tale or legend',
  'Disney Ride': 'inspired by a Disney theme-park ride',
  'Musical Group Movie': 'built around a musical group',
  Remake: 'remade from an earlier film',
  'Spin-Off': 'spun off from an earlier work',
  Compilation: 'compiled from earlier material',
};

const GENRE_NOUNS: Record<string, string> = {
  Action: 'action film',
  Adventure: 'adventure film',
  'Black Comedy': 'black comedy',
  Comedy: 'comedy',
  'Concert/Performance': 'concert film',
  Documentary: 'documentary',
  Drama: 'drama',
  Horror: 'horror film',
  Musical: 'musical',
  'Romantic Comedy': 'romantic comedy',
  'Thriller/Suspense': 'thriller',
  Western: 'western',
};

const CREATIVE_ADJECTIVES: Record<string, string> = {
  'Science Fiction': 'science-fiction',
  Fantasy: 'fantasy',
  'Historical Fiction': 'historical',
  'Kids Fiction': 'family',
  'Super Hero': 'superhero',
  Dramatization: 'fact-based',
  Factual: 'factual',
};

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export interface OverviewFacts {
  title: string;
  year: number | null;
  raw: RawMovie;
  revenue: number;
}

/** A short factual paragraph; every clause is dropped when its fact is missing. */
export function composeOverview({ title, year, raw, revenue }: OverviewFacts): string {
  const adjective = raw['Creative Type'] ? CREATIVE_ADJECTIVES[raw['Creative Type']] : undefined;
  const noun = (raw['Major Genre'] && GENRE_NOUNS[raw['Major Genre']]) || 'film';
  const kind = [year ? String(year) : '', adjective ?? '', noun].filter(Boolean).join(' ');
  let first = `${title} is ${article(kind)} ${kind}`;
  if (raw.Director) first += ` directed by ${raw.Director}`;
  const source = raw.Source ? SOURCE_PHRASES[raw.Source] : undefined;
  if (source) first += `, ${source}`;
  const sentences = [`${first}.`];

  const release: string[] = [];
  if (raw.Distributor) release.push(`released by ${raw.Distributor}`);
  const rating = raw['MPAA Rating'];
  if (rating && rating !== 'Not Rated' && rating !== 'Open') release.push(`rated ${rating}`);
  else if (rating === 'Not Rated') release.push('released unrated');
  if (release.length > 0) {
    const text = release.join(' and ');
    sentences.push(`It was ${text}.`);
  }

  const budget = raw['Production Budget'] ?? 0;
  if (revenue > 0 && budget > 0) sentences.push(`It grossed ${usd(revenue)} worldwide on a ${usd(budget)} budget.`);
  else if (revenue > 0) sentences.push(`It grossed ${usd(revenue)} worldwide.`);
  else if (budget > 0) sentences.push(`It was made on a ${usd(budget)} budget.`);

  const critics = raw['Rotten Tomatoes Rating'];
  if (critics !== null) sentences.push(`Critics' score on Rotten Tomatoes: ${critics}%.`);
  return sentences.join(' ');
}

/** Only a fact can stand as a tagline here; the data holds no marketing lines. */
export function composeTagline(raw: RawMovie): string {
  return raw.Director ? `A ${raw.Director} film.` : '';
}
