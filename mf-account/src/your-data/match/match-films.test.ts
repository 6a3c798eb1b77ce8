/** Matching through the local stack's tmdb-proxy, which serves the offline catalog. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anonTestClient } from '@marquee/shared/testing';
import { createTmdbClient } from '@marquee/shared/tmdb';
import { readUpload } from '../parse/read-upload';
import { matchFilms } from './match-films';

const ZIP = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../e2e/fixtures/letterboxd/letterboxd-marquee-2023-07-04-10-00-utc.zip',
);

async function fixtureFilms() {
  const upload = await readUpload([new File([readFileSync(ZIP)], path.basename(ZIP))]);
  if (!upload.ok) throw new Error(upload.message);
  return upload.films;
}

/** The films that the offline catalog holds under another title, two same-title films, and one no catalog has. */
const EXAMPLES = [
  'Star Wars 1977',
  'The Empire Strikes Back 1980',
  "Harry Potter and the Philosopher's Stone 2001",
  'Léon: The Professional 1994',
  'Amélie 2001',
  'City of God 2002',
  "Pan's Labyrinth 2006",
  'The Lives of Others 2006',
  'Kill Bill: Vol. 1 2003',
  '10 Things I Hate About You 1999',
  'Naked Gun 33⅓: The Final Insult 1994',
  'King Kong 1933',
  'King Kong 2005',
  'Sea Sparkles 2022',
];

describe('matchFilms', () => {
  it('finds the catalog’s films by title and year (accents, a year either side) and not the others, reporting progress', async () => {
    const films = await fixtureFilms();
    const progress: number[] = [];
    const matches = await matchFilms(createTmdbClient(anonTestClient()), films, {
      signal: new AbortController().signal,
      onProgress: (done) => progress.push(done),
    });
    const found = Object.fromEntries(
      matches.map(({ film, movie }) => [film.name, movie ? `${movie.title} ${movie.release_date.slice(0, 4)}` : null]),
    );
    expect(found).toEqual({
      Alien: 'Alien 1979',
      'Crouching Tiger, Hidden Dragon': 'Crouching Tiger, Hidden Dragon 2000',
      Aftersun: null,
      'The Matrix': 'The Matrix 1999',
      Jaws: 'Jaws 1975',
      'Past Lives': null,
      Heat: null,
      Casablanca: 'Casablanca 1941',
      Leon: 'Léon 1994',
      'Paddington 2': null,
    });
    expect(progress).toEqual(films.map((_, index) => index + 1));
  });

  it('finds films the catalog knows under another title: subtitles, episodes, volumes, numerals, fractions, original titles', async () => {
    const zip = path.resolve(path.dirname(ZIP), 'letterboxd-cinephile_carla-2026-11-27-19-11-utc.zip');
    const upload = await readUpload([new File([readFileSync(zip)], path.basename(zip))]);
    if (!upload.ok) throw new Error(upload.message);
    const matches = await matchFilms(createTmdbClient(anonTestClient()), upload.films, { signal: new AbortController().signal });
    const found = new Map(
      matches.map(({ film, movie }) => [`${film.name} ${film.year}`, movie ? `${movie.title} ${movie.release_date.slice(0, 4)}` : null]),
    );
    expect(Object.fromEntries(EXAMPLES.map((example) => [example, found.get(example)]))).toEqual({
      'Star Wars 1977': 'Star Wars Ep. IV: A New Hope 1977',
      'The Empire Strikes Back 1980': 'Star Wars Ep. V: The Empire Strikes Back 1980',
      "Harry Potter and the Philosopher's Stone 2001": "Harry Potter and the Sorcerer's Stone 2001",
      'Léon: The Professional 1994': 'Léon 1994',
      'Amélie 2001': 'Amélie 2001',
      'City of God 2002': 'City of God 2003',
      "Pan's Labyrinth 2006": "Pan's Labyrinth 2006",
      'The Lives of Others 2006': 'The Lives of Others 2007',
      'Kill Bill: Vol. 1 2003': 'Kill Bill: Volume 1 2003',
      '10 Things I Hate About You 1999': 'Ten Things I Hate About You 1999',
      'Naked Gun 33⅓: The Final Insult 1994': 'Naked Gun 33 1/3: The Final Insult 1994',
      'King Kong 1933': 'King Kong (1933) 1933',
      'King Kong 2005': 'King Kong 2005',
      'Sea Sparkles 2022': null,
    });
  });

  it('matches by tmdbID when the file has one, and finds no movie for an unknown id', async () => {
    const upload = await readUpload([
      new File(['Title,Year,tmdbID,Rating\r\nAlien,1979,58530992,4\r\nGone,2001,999999999,3\r\n'], 'marquee.csv'),
    ]);
    if (!upload.ok) throw new Error(upload.message);
    const matches = await matchFilms(createTmdbClient(anonTestClient()), upload.films, { signal: new AbortController().signal });
    expect(matches.map(({ movie }) => movie?.id ?? null)).toEqual([58530992, null]);
  });

  it('stops when cancelled', async () => {
    const films = await fixtureFilms();
    const controller = new AbortController();
    let done = 0;
    const run = matchFilms(createTmdbClient(anonTestClient()), films, {
      signal: controller.signal,
      onProgress: (count) => {
        done = count;
        if (count === 2) controller.abort(new Error('cancelled'));
      },
    });
    await expect(run).rejects.toThrow('cancelled');
    expect(done).toBe(2);
  });
});
