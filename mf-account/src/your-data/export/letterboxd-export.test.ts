/** The Letterboxd export against the local stack: what it asks for, and what it writes. */
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createFakeTmdb, createTestAccount } from '@marquee/shared/testing';
import { createTmdbClient } from '@marquee/shared/tmdb';
import type { PlannedFilm } from '../import/plan-import';
import { writeImport } from '../import/write-import';
import { filmsFromCsv } from '../parse/letterboxd-rows';
import { diaryFromCsv, listFromCsv, watchedFromCsv } from '../parse/letterboxd-journal';
import { collectUserData } from './collect-data';
import { letterboxdFiles } from './letterboxd-export';
import { letterboxdZip } from './letterboxd-zip';

const FILMS = 3200;

function imported(index: number): PlannedFilm {
  const movieId = 10_000_000 + index;
  return {
    film: {
      key: `film-${index}`,
      name: `Letterboxd Film ${index}`,
      year: 1950 + (index % 60),
      tmdbId: null,
      letterboxdUri: `https://boxd.it/f${index}`,
      rating: 1 + (index % 5),
      review: null,
      spoilers: false,
      watchlist: index % 100 === 0,
      date: null,
    },
    movie: { id: movieId, title: `Catalog Film ${index}`, release_date: '2001-02-03', poster_path: null, vote_average: 7 },
    hasExistingReview: false,
  };
}

describe('letterboxdFiles', () => {
  it(`reads ${FILMS} imported reviews with one query per kind, names them as Letterboxd does, and writes no offline ids as tmdbID`, async () => {
    const user = await createTestAccount();
    await writeImport(
      user.client,
      Array.from({ length: FILMS }, (_, index) => imported(index)),
      'keep',
    );
    user.network.requests.length = 0;

    const started = performance.now();
    const data = await collectUserData(user.client, { id: user.id, email: user.email });
    // The app's TMDb client goes through the same network: the local proxy serves the offline catalog.
    const files = await letterboxdFiles(createTmdbClient(user.client), data, new AbortController().signal);
    const elapsed = performance.now() - started;
    console.info(`Letterboxd export of ${FILMS} reviews: ${user.network.requests.length} requests, ${Math.round(elapsed)} ms`);

    const paths = user.network.requests.map((request) => request.path.replace(/\?.*/, ''));
    const count = (path: string) => paths.filter((each) => each === path).length;
    // 1,000 rows a read (the API's max_rows): 4 pages of reviews and of Letterboxd films.
    expect({
      total: paths.length,
      profiles: count('/rest/v1/profiles'),
      reviews: count('/rest/v1/reviews'),
      favorites: count('/rest/v1/favorites'),
      watchlist: count('/rest/v1/watchlist'),
      likes: count('/rest/v1/review_likes'),
      letterboxdFilms: count('/rest/v1/letterboxd_films'),
      journal: count('/rest/v1/diary_entries') + count('/rest/v1/watched_films') + count('/rest/v1/lists'),
      movieService: count('/functions/v1/tmdb-proxy'),
    }).toEqual({
      total: 16,
      profiles: 1,
      reviews: 4,
      favorites: 1,
      watchlist: 1,
      likes: 1,
      letterboxdFilms: 4,
      journal: 3,
      movieService: 1,
    });

    const rows = (files['ratings.csv'] as string).split('\r\n');
    expect(rows[0]).toBe('Date,Title,Year,tmdbID,LetterboxdURI,Rating');
    expect(rows).toContain(`${data.reviews[0]?.created_at.slice(0, 10)},Letterboxd Film 7,1957,,https://boxd.it/f7,3`);
    expect(files['reviews.csv']).toBe('Title,Year,tmdbID,LetterboxdURI,Rating,WatchedDate,Review\r\n');
    expect((files['watchlist.csv'] as string).split('\r\n').slice(0, 2)).toEqual([
      'Title,Year,tmdbID,LetterboxdURI',
      'Letterboxd Film 0,1950,,https://boxd.it/f0',
    ]);
    // Read back by Marquee's own import: no offline id is taken for TMDb's.
    expect(filmsFromCsv(files['ratings.csv'] as string, null).films.every((film) => film.tmdbId === null)).toBe(true);
  }, 120_000);

  it('writes tmdbID when the movie service is TMDb, and leaves LetterboxdURI empty for a film not from Letterboxd', async () => {
    const user = await createTestAccount();
    await user.client.from('reviews').insert({ user_id: user.id, movie_id: 348, rating: 5, review_text: null }).throwOnError();
    await user.client
      .from('watchlist')
      .insert({ user_id: user.id, movie_id: 694, title: 'The Shining', release_date: '1980-05-23' })
      .throwOnError();
    const data = await collectUserData(user.client, { id: user.id, email: user.email });
    const tmdb = createFakeTmdb((body) => {
      if (body.path === '/marquee/clock') return { success: true, data: { today: '2026-11-27', year: 2026, source: 'tmdb' } };
      if (body.path === '/movie/348') return { success: true, data: { id: 348, title: 'Alien', release_date: '1979-05-25' } };
      return undefined;
    });
    const files = await letterboxdFiles(tmdb.client, data, new AbortController().signal);
    expect(files['ratings.csv']?.split('\r\n')[1]).toMatch(/^\d{4}-\d{2}-\d{2},Alien,1979,348,,5$/);
    expect(files['watchlist.csv']?.split('\r\n')[1]).toBe('The Shining,1980,694,');
  });
});

describe('the diary, watched films and lists in the Letterboxd download', () => {
  it('writes diary.csv, watched.csv and lists/{slug}.csv that Marquee’s import reads back as the same entries, dates and order', async () => {
    const user = await createTestAccount();
    const base = 900_000 + Math.floor(Math.random() * 10_000) * 10;
    const film = { title: 'Heat', release_date: '1995-12-15' };
    await user.client
      .from('diary_entries')
      .insert([
        { user_id: user.id, tmdb_id: base + 1, ...film, watched_on: '2024-04-30', rewatch: false, rating: 4 },
        { user_id: user.id, tmdb_id: base + 1, ...film, watched_on: '2024-06-01', rewatch: true, rating: 5 },
      ])
      .throwOnError();
    await user.client
      .from('watched_films')
      .insert({ user_id: user.id, tmdb_id: base + 2, title: 'Ronin', release_date: '1998-09-25', watched_at: '2023-01-05T12:00:00Z' })
      .throwOnError();
    const { data: list } = await user.client
      .from('lists')
      .insert({ user_id: user.id, name: 'Heists, mostly', description: 'The best', ranked: true })
      .select('id')
      .single()
      .throwOnError();
    await user.client.rpc('save_list_items', { list_id: list.id, tmdb_ids: [base + 2, base + 1] }).throwOnError();

    const data = await collectUserData(user.client, { id: user.id, email: user.email });
    expect(data.lists).toEqual([
      expect.objectContaining({
        name: 'Heists, mostly',
        slug: 'heists-mostly',
        films: [
          { tmdb_id: base + 2, position: 1 },
          { tmdb_id: base + 1, position: 2 },
        ],
      }),
    ]);
    const tmdb = createFakeTmdb(() => undefined);
    const files = await letterboxdFiles(tmdb.client, data, new AbortController().signal);
    expect(Object.keys(files).sort()).toEqual([
      'diary.csv',
      'lists/heists-mostly.csv',
      'ratings.csv',
      'reviews.csv',
      'watched.csv',
      'watchlist.csv',
    ]);

    expect(
      diaryFromCsv(files['diary.csv'] as string).map(({ film, watchedOn, rewatch, rating }) => [
        film.name,
        film.year,
        watchedOn,
        rewatch,
        rating,
      ]),
    ).toEqual([
      ['Heat', 1995, '2024-04-30', false, 4],
      ['Heat', 1995, '2024-06-01', true, 5],
    ]);
    // Marking Heat watched came with its diary entry, dated the first watch.
    expect(watchedFromCsv(files['watched.csv'] as string).map(({ film, date }) => [film.name, date])).toEqual([
      ['Ronin', '2023-01-05'],
      ['Heat', '2024-04-30'],
    ]);
    const read = listFromCsv(files['lists/heists-mostly.csv'] as string, 'heists-mostly');
    expect(read).toMatchObject({ name: 'Heists, mostly', description: 'The best', ranked: true });
    expect(read.films.map(({ film, position }) => [film.name, film.year, position])).toEqual([
      ['Ronin', 1998, 1],
      ['Heat', 1995, 2],
    ]);
  });
});

describe('letterboxdZip', () => {
  it('holds every file in one download, lists in their folder', () => {
    const files = {
      'reviews.csv': 'Title\r\nAlien\r\n',
      'watchlist.csv': 'Title\r\nJaws\r\n',
      'lists/heists.csv': 'Letterboxd list export v7\r\n',
    };
    const entries = unzipSync(letterboxdZip(files));
    expect(Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]))).toEqual(files);
  });
});
