/** The diary, watched films and lists of Letterboxd's export (the e2e fixture's real files, and edge cases). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { diaryFromCsv, journalFilms, listFromCsv, watchedFromCsv } from './letterboxd-journal';

const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../e2e/fixtures/letterboxd/letterboxd-cinephile_carla-2026-11-27-19-11-utc.zip',
);
const files = unzipSync(new Uint8Array(readFileSync(SAMPLE)));
const fileText = (name: string) => new TextDecoder().decode(files[name]);

describe('diaryFromCsv', () => {
  it('reads every entry of the sample: watch date kept, rewatch, half stars rounded up, tags', () => {
    const diary = diaryFromCsv(fileText('diary.csv'));
    expect(diary).toHaveLength(43);
    expect(diary[0]).toEqual({
      film: { key: 'the dark knight|2008', name: 'The Dark Knight', year: 2008, letterboxdUri: null },
      watchedOn: '2024-01-01',
      loggedOn: '2024-01-01',
      rewatch: false,
      letterboxdRating: 4.5,
      rating: 5,
      tags: ['cinema'],
      entryUri: 'https://boxd.it/zuON6U',
    });
    const rewatches = diary.filter((entry) => entry.rewatch);
    expect(rewatches.map(({ film }) => film.name)).toContain('Eternal Sunshine of the Spotless Mind');
    expect(diary.filter((entry) => entry.rating === null)).toHaveLength(2);
  });

  it('keeps the Watched Date when it differs from the day logged, and skips rows without a film or a date', () => {
    const diary = diaryFromCsv(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
        '2024-05-02,Heat,1995,https://boxd.it/a1,0.5,Yes,"night, tv",2024-04-30\n' +
        '2024-05-02,,1995,https://boxd.it/a2,3,,,2024-04-30\n' +
        '2024-05-03,Ronin,1998,https://boxd.it/a3,3,,,\n' +
        'not a date,Alien,1979,,4,,,\n',
    );
    expect(
      diary.map(({ film, watchedOn, loggedOn, rewatch, rating, tags }) => [film.name, watchedOn, loggedOn, rewatch, rating, tags]),
    ).toEqual([
      ['Heat', '2024-04-30', '2024-05-02', true, 1, ['night', 'tv']],
      ['Ronin', '2024-05-03', '2024-05-03', false, 3, []],
    ]);
  });

  it('names the missing column of a file that is not a diary', () => {
    expect(() => diaryFromCsv('Date,Name,Year\n2024-01-01,Heat,1995\n')).toThrow('missing column Watched Date');
  });
});

describe('watchedFromCsv', () => {
  it('reads every watched film of the sample with its date and page', () => {
    const watched = watchedFromCsv(fileText('watched.csv'));
    expect(watched).toHaveLength(81);
    expect(watched[0]).toEqual({
      film: { key: 'the dark knight|2008', name: 'The Dark Knight', year: 2008, letterboxdUri: 'https://boxd.it/Y9pF3' },
      date: '2024-01-01',
    });
  });
});

describe('listFromCsv', () => {
  it('reads the sample’s list: its name, description and date, ranked by position', () => {
    const list = listFromCsv(fileText('lists/favourites-of-the-2000s.csv'), 'favourites-of-the-2000s');
    expect(list).toMatchObject({
      name: 'Favourites of the 2000s',
      description: 'My 2000s',
      date: '2024-01-01',
      url: 'https://boxd.it/abcd',
      ranked: true,
    });
    expect(list.films.map(({ film, position }) => [film.name, film.year, position])).toEqual([
      ['Spirited Away', 2001, 1],
      ['Memento', 2000, 2],
    ]);
    expect(list.films[0]?.film.letterboxdUri).toBe('https://letterboxd.com/film/spirited-away/');
  });

  it('orders a ranked list by position, and keeps the file’s order without positions (unranked)', () => {
    const head = 'Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2024-02-02,"Heists, mostly",heist,,"Line one\nline two"\n\n';
    const ranked = listFromCsv(`${head}Position,Name,Year,URL,Description\n2,Ronin,1998,,\n1,Heat,1995,,The best\n`, 'x');
    expect(ranked.films.map(({ film, notes }) => [film.name, notes])).toEqual([
      ['Heat', 'The best'],
      ['Ronin', ''],
    ]);
    expect(ranked).toMatchObject({ name: 'Heists, mostly', description: 'Line one\nline two', tags: ['heist'], ranked: true });
    const unranked = listFromCsv(`${head}Position,Name,Year,URL,Description\n,Ronin,1998,,\n,Heat,1995,,\n`, 'x');
    expect(unranked.ranked).toBe(false);
    expect(unranked.films.map(({ film }) => film.name)).toEqual(['Ronin', 'Heat']);
    expect(listFromCsv('Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2024-02-02,,,,\n', 'my-list')).toMatchObject({
      name: 'my-list',
      films: [],
    });
  });

  it('refuses a file without the list export line', () => {
    expect(() => listFromCsv('Position,Name,Year\n1,Heat,1995\n', 'x')).toThrow('Letterboxd list export');
  });
});

describe('journalFilms', () => {
  it('names each film once across the diary, watched films and lists, with its page when one file gives it', () => {
    const films = journalFilms({
      diary: diaryFromCsv(fileText('diary.csv')),
      watched: watchedFromCsv(fileText('watched.csv')),
      lists: [listFromCsv(fileText('lists/favourites-of-the-2000s.csv'), 'x')],
    });
    expect(new Set(films.map(({ key }) => key)).size).toBe(films.length);
    expect(films.find(({ name }) => name === 'The Dark Knight')?.letterboxdUri).toBe('https://boxd.it/Y9pF3');
  });
});
