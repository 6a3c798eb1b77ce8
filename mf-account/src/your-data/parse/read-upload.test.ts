/** The real Letterboxd layouts from the e2e fixtures: the zip as downloaded and its CSV files. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LetterboxdFilm } from './letterboxd-film';
import { MAX_UPLOAD_BYTES, MESSAGES, readUpload } from './read-upload';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../e2e/fixtures/letterboxd');
const fixture = (name: string) => new File([readFileSync(path.join(FIXTURES, name))], path.basename(name));
const text = (name: string, content: string) => new File([content], name, { type: 'text/csv' });

async function films(files: File[]): Promise<LetterboxdFilm[]> {
  const result = await readUpload(files);
  if (!result.ok) throw new Error(result.message);
  return result.films;
}

const byName = (list: LetterboxdFilm[], name: string) => list.find((film) => film.name === name);

describe('readUpload', () => {
  it('reads the zip as Letterboxd sends it: ratings, reviews and watchlist merged per film', async () => {
    const list = await films([fixture('letterboxd-marquee-2023-07-04-10-00-utc.zip')]);
    expect(list).toHaveLength(10);
    expect(byName(list, 'Heat')).toMatchObject({ year: 1995, rating: 5, review: null, watchlist: false });
    expect(byName(list, 'Aftersun')).toMatchObject({ year: 2022, rating: 1 });
    const alien = byName(list, 'Alien');
    expect(alien).toMatchObject({ rating: 5, spoilers: false, watchlist: false, date: '2023-02-11', watchedDate: '2023-02-10' });
    expect(JSON.parse(alien?.review?.stored ?? '[]')).toEqual([
      { type: 'paragraph', children: [{ text: 'In space, no one can hear you scream.' }] },
      { type: 'paragraph', children: [{ text: 'The best creature design, and a "perfect" cast.' }] },
    ]);
    expect(byName(list, 'Crouching Tiger, Hidden Dragon')).toMatchObject({ rating: 3, spoilers: true });
    expect(byName(list, 'Jaws')).toMatchObject({ watchlist: true, rating: null });
  });

  it('keeps each row’s Letterboxd dates, half stars and the reviews a film’s one review leaves aside', async () => {
    const list = await films([fixture('letterboxd-cinephile_carla-2026-11-27-19-11-utc.zip')]);
    // A rating on its own is dated by ratings.csv's Date; Letterboxd's 4.5 is kept next to Marquee's 5.
    expect(byName(list, 'The Dark Knight')).toMatchObject({ rating: 5, letterboxdRating: 4.5, review: null, date: '2024-01-01' });
    expect(byName(list, 'The Departed')).toMatchObject({ rating: 4, letterboxdRating: 3.5 });
    // A review is dated by reviews.csv's Date, and keeps its Watched Date.
    expect(byName(list, 'Alien')).toMatchObject({ rating: 5, date: '2024-03-02', watchedDate: '2024-03-01' });
    // The rewatch's review is the newest: it is imported, the first one is listed as left aside.
    const sunshine = byName(list, 'Eternal Sunshine of the Spotless Mind');
    expect(sunshine).toMatchObject({ date: '2025-02-14', watchedDate: '2025-02-14', rewatch: true });
    expect(sunshine?.setAsideReviews).toEqual([
      { date: '2024-02-11', rewatch: false, excerpt: 'Second time through and it hits harder. "Meet me in Montauk…' },
    ]);
    expect(byName(list, 'Rear Window')).toMatchObject({ watchlist: true, watchlistDate: '2024-10-07', rating: null });
  });

  it('reads the same films from the CSV files on their own', async () => {
    const list = await films(['export/ratings.csv', 'export/reviews.csv', 'export/watchlist.csv'].map(fixture));
    expect(list.map((film) => film.name).sort()).toEqual(
      [
        'Aftersun',
        'Alien',
        'Casablanca',
        'Crouching Tiger, Hidden Dragon',
        'Heat',
        'Jaws',
        'Leon',
        'Paddington 2',
        'Past Lives',
        'The Matrix',
      ].sort(),
    );
    expect(byName(list, 'The Matrix')?.watchlist).toBe(true);
  });

  it('reads Letterboxd’s import format with tmdbID, CRLF and quoted newlines', async () => {
    const list = await films([
      text(
        'marquee-letterboxd.csv',
        'Title,Year,tmdbID,Rating,WatchedDate,Review\r\nAlien,1979,58530992,4,2024-05-01,"One\r\n\r\nTwo"\r\n',
      ),
    ]);
    expect(list).toEqual([
      expect.objectContaining({ key: 'tmdb:58530992', tmdbId: 58530992, rating: 4, date: '2024-05-01', watchlist: false }),
    ]);
    expect(list[0]?.review?.stored).toBe(
      JSON.stringify([
        { type: 'paragraph', children: [{ text: 'One' }] },
        { type: 'paragraph', children: [{ text: 'Two' }] },
      ]),
    );
  });

  it('says what is wrong with a bad upload', async () => {
    expect(await readUpload([fixture('wrong-columns.csv')])).toEqual({
      ok: false,
      message: '“wrong-columns.csv” does not look like a Letterboxd export: it has no Name column.',
    });
    expect(await readUpload([fixture('empty.csv')])).toEqual({ ok: false, message: MESSAGES.empty('empty.csv') });
    expect(await readUpload([text('blank.csv', '\uFEFF\r\n')])).toEqual({ ok: false, message: MESSAGES.empty('blank.csv') });
    expect(await readUpload([new File([new Uint8Array([1, 2, 3])], 'poster.png', { type: 'image/png' })])).toEqual({
      ok: false,
      message: MESSAGES.notCsvOrZip('poster.png'),
    });
    expect(await readUpload([new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.csv')])).toEqual({
      ok: false,
      message: MESSAGES.tooLarge('huge.csv'),
    });
    expect(await readUpload([text('broken.csv', 'Name,Year\n"Heat,1995\n')])).toMatchObject({ ok: false });
    expect(await readUpload([new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9])], 'broken.zip')])).toEqual({
      ok: false,
      message: MESSAGES.brokenZip('broken.zip'),
    });
  });
});
