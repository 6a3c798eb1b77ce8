/** A whole Letterboxd export (every file Letterboxd writes), zipped, in a folder, or unzipped and chosen together. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportPaths, fileRole } from './export-files';
import { readUpload, type UploadResult } from './read-upload';

const EXPORT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../e2e/fixtures/letterboxd/letterboxd-cinephile_carla-2026-11-27-19-11-utc.zip',
);
const zipBytes = readFileSync(EXPORT);
const entries = unzipSync(zipBytes);
const csv = (name: string, content: string) => new File([content], name, { type: 'text/csv' });
/** The export unzipped: every CSV file, chosen together (a browser gives their names without folders). */
const unzipped = Object.entries(entries).map(([entry, bytes]) => new File([bytes], entry.split('/').pop() ?? entry));

function success(result: UploadResult) {
  if (!result.ok) throw new Error(result.message);
  return result;
}

const IMDB_RATINGS =
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors\r\n' +
  'tt0468569,9,2024-01-01,The Dark Knight,The Dark Knight,https://www.imdb.com/title/tt0468569/,Movie,9.0,152,2008,Action,2900000,2008-07-14,Christopher Nolan\r\n';

describe('an export as Letterboxd writes it', () => {
  it('reads the zip: ratings, reviews, the watchlist, the diary, watched films and lists; the other files are listed as skipped, deleted reviews among them', async () => {
    const result = success(await readUpload([new File([zipBytes], path.basename(EXPORT))]));
    expect(result.films.find((film) => film.name === 'Hamlet' && film.year === 1996)?.review ?? null).toBeNull();
    expect(result.films.find((film) => film.name === 'Rear Window')).toMatchObject({
      watchlist: true,
      letterboxdUri: 'https://boxd.it/oMkKv9',
    });
    expect(result.films.find((film) => film.name === 'The Dark Knight')).toMatchObject({ letterboxdUri: 'https://boxd.it/Y9pF3' });
    expect(Object.fromEntries(result.files.map((file) => [file.name, file.skipped]))).toEqual({
      'ratings.csv': null,
      'reviews.csv': null,
      'watchlist.csv': null,
      'watched.csv': null,
      'diary.csv': null,
      'profile.csv': 'your Letterboxd profile',
      'comments.csv': 'your comments',
      'likes/films.csv': 'films you liked',
      'lists/favourites-of-the-2000s.csv': null,
      'deleted/reviews.csv': 'entries you deleted on Letterboxd',
    });
    expect([result.journal.diary.length, result.journal.watched.length, result.journal.lists.map((list) => list.name)]).toEqual([
      43,
      81,
      ['Favourites of the 2000s'],
    ]);
  });

  it('imports the unzipped export, every CSV chosen together, as the zip', async () => {
    const fromZip = success(await readUpload([new File([zipBytes], 'export.zip')]));
    const fromFiles = success(await readUpload(unzipped));
    expect(fromFiles.films.length).toBe(fromZip.films.length);
    expect(fromFiles.films.filter((film) => film.rating !== null)).toHaveLength(79);
    expect(fromFiles.files.find((file) => file.name === 'watched.csv')?.skipped).toBeNull();
    expect(fromFiles.journal).toEqual(fromZip.journal);
  });

  it('accepts a zip whose files sit in a folder', async () => {
    const inFolder = zipSync(Object.fromEntries(Object.entries(entries).map(([entry, bytes]) => [`letterboxd-carla/${entry}`, bytes])));
    const result = success(await readUpload([new File([inFolder], 'letterboxd-carla.zip')]));
    expect(result.films).toHaveLength(success(await readUpload([new File([zipBytes], 'export.zip')])).films.length);
    expect(result.files.find((file) => file.name === 'letterboxd-carla/deleted/reviews.csv')?.skipped).toBe(
      'entries you deleted on Letterboxd',
    );
  });

  it('skips and lists an unknown CSV beside the export, and names another site’s export', async () => {
    const result = success(await readUpload([...unzipped, csv('notes.csv', 'Note,When\r\nhi,now\r\n'), csv('imdb.csv', IMDB_RATINGS)]));
    expect(result.files.filter((file) => file.skipped !== null && /notes|imdb/.test(file.name))).toEqual([
      { name: 'notes.csv', skipped: 'nothing Marquee knows from Letterboxd’s export' },
      { name: 'imdb.csv', skipped: 'an IMDb export' },
    ]);
    expect(await readUpload([csv('ratings.csv', IMDB_RATINGS)])).toEqual({
      ok: false,
      message: '“ratings.csv” is an IMDb export, not a Letterboxd export. Marquee imports Letterboxd’s export.',
    });
  });

  it('names the file that lacks its own kind’s column', async () => {
    const ratings = unzipped.filter((file) => file.name !== 'ratings.csv');
    expect(
      await readUpload([...ratings, csv('ratings.csv', 'Date,Name,Year,Letterboxd URI\r\n2024-01-01,Heat,1995,https://boxd.it/x\r\n')]),
    ).toEqual({
      ok: false,
      message: '“ratings.csv” does not look like a Letterboxd export: it has no Rating column.',
    });
    expect(
      await readUpload([csv('diary.csv', 'Date,Name,Year,Letterboxd URI,Rating\r\n2024-01-01,Heat,1995,https://boxd.it/x,4\r\n')]),
    ).toEqual({
      ok: false,
      message: '“diary.csv”: This file does not look like a Letterboxd export: missing column Watched Date',
    });
    // watched.csv on its own is a whole import: the films marked watched.
    const watched = success(
      await readUpload([csv('watched.csv', 'Date,Name,Year,Letterboxd URI\r\n2024-01-01,Heat,1995,https://boxd.it/x\r\n')]),
    );
    expect(watched.journal.watched).toEqual([
      { film: { key: 'heat|1995', name: 'Heat', year: 1995, letterboxdUri: 'https://boxd.it/x' }, date: '2024-01-01' },
    ]);
  });
});

describe('fileRole and exportPaths', () => {
  it('drops one folder around the whole export, and macOS copies', () => {
    expect([...exportPaths(['x/ratings.csv', 'x/likes/films.csv', '__MACOSX/x/._ratings.csv']).values()]).toEqual([
      'ratings.csv',
      'likes/films.csv',
    ]);
    expect([...exportPaths(['ratings.csv', 'likes/films.csv']).values()]).toEqual(['ratings.csv', 'likes/films.csv']);
  });

  it('reads a single file in Letterboxd’s import format by its columns', () => {
    expect(fileRole('marquee-letterboxd.csv', ['Title', 'Year', 'tmdbID', 'LetterboxdURI', 'Rating'])).toEqual({
      read: 'ratings',
      required: ['Name'],
      filmUris: true,
    });
    expect(fileRole('my-watchlist.csv', ['Title', 'Year'])).toMatchObject({ read: 'watchlist' });
    expect(fileRole('NetflixViewingHistory.csv', ['Title', 'Date'])).toEqual({ foreign: 'Netflix viewing history' });
  });
});
