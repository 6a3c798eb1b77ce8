/** The Letterboxd export against the local stack: what it asks for, and what it writes. */
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createFakeTmdb, createTestAccount } from '@marquee/shared/testing';
import { createTmdbClient } from '@marquee/shared/tmdb';
import type { PlannedFilm } from '../import/plan-import';
import { writeImport } from '../import/write-import';
import { filmsFromCsv } from '../parse/letterboxd-rows';
import { collectUserData } from './collect-data';
import { letterboxdFiles } from './letterboxd-export';
import { LETTERBOXD_ZIP_FILES, letterboxdZip } from './letterboxd-zip';

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
      movieService: count('/functions/v1/tmdb-proxy'),
    }).toEqual({ total: 13, profiles: 1, reviews: 4, favorites: 1, watchlist: 1, likes: 1, letterboxdFilms: 4, movieService: 1 });

    const rows = files.reviews.split('\r\n');
    expect(rows[0]).toBe('Title,Year,tmdbID,LetterboxdURI,Rating,WatchedDate,Review');
    expect(rows).toContain(`Letterboxd Film 7,1957,,https://boxd.it/f7,3,${data.reviews[0]?.created_at.slice(0, 10)},`);
    expect(files.watchlist.split('\r\n').slice(0, 2)).toEqual([
      'Title,Year,tmdbID,LetterboxdURI',
      'Letterboxd Film 0,1950,,https://boxd.it/f0',
    ]);
    // Read back by Marquee's own import: no offline id is taken for TMDb's.
    expect(filmsFromCsv(files.reviews, null).films.every((film) => film.tmdbId === null)).toBe(true);
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
    expect(files.reviews.split('\r\n')[1]).toMatch(/^Alien,1979,348,,5,/);
    expect(files.watchlist.split('\r\n')[1]).toBe('The Shining,1980,694,');
  });
});

describe('letterboxdZip', () => {
  it('holds both files in one download', () => {
    const entries = unzipSync(letterboxdZip({ reviews: 'Title\r\nAlien\r\n', watchlist: 'Title\r\nJaws\r\n' }));
    expect(Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]))).toEqual({
      [LETTERBOXD_ZIP_FILES.reviews]: 'Title\r\nAlien\r\n',
      [LETTERBOXD_ZIP_FILES.watchlist]: 'Title\r\nJaws\r\n',
    });
  });
});
