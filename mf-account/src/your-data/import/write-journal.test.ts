/** The diary, watched films and lists of a Letterboxd export written against the local stack, through the member's own client. */
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '@marquee/shared/testing';
import type { FilmMatch } from '../match/match-films';
import { diaryFromCsv, listFromCsv, watchedFromCsv, type LetterboxdJournal } from '../parse/letterboxd-journal';
import { journalOnlyFilms, planJournal } from './journal-plan';
import { writeJournal } from './write-journal';

const DIARY =
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n' +
  '2024-05-02,Heat,1995,https://boxd.it/a1,3.5,,,2024-04-30\n' +
  '2024-06-01,Heat,1995,https://boxd.it/a2,5,Yes,,2024-06-01\n' +
  '2024-06-02,Ronin,1998,https://boxd.it/a3,,,,2024-06-02\n' +
  '2024-06-03,Sea Sparkles,2022,https://boxd.it/a4,4,,,2024-06-03\n';
const WATCHED = 'Date,Name,Year,Letterboxd URI\n2023-01-05,Heat,1995,https://boxd.it/w1\n2023-02-06,Alien,1979,https://boxd.it/w2\n';
const LIST =
  'Letterboxd list export v7\nDate,Name,Tags,URL,Description\n2024-01-01,Heists,,https://boxd.it/l1,The best\n\n' +
  'Position,Name,Year,URL,Description\n2,Heat,1995,,\n1,Ronin,1998,,\n3,Sea Sparkles,2022,,\n';

describe('writeJournal', () => {
  it('writes diary entries with their watch dates, watched films with their dates and a ranked list; importing twice adds nothing', async () => {
    const user = await createTestAccount();
    const journal: LetterboxdJournal = {
      diary: diaryFromCsv(DIARY),
      watched: watchedFromCsv(WATCHED),
      lists: [listFromCsv(LIST, 'heists')],
    };
    const base = 800_000 + Math.floor(Math.random() * 10_000) * 10;
    const ids: Record<string, number> = { Heat: base + 1, Ronin: base + 2, Alien: base + 3 };
    const matches: FilmMatch[] = journalOnlyFilms(journal, []).map((film) => ({
      film,
      movie: ids[film.name]
        ? { id: ids[film.name] as number, title: film.name, release_date: `${film.year}-01-01`, poster_path: null, vote_average: 7 }
        : null,
    }));
    const plan = planJournal(journal, matches);
    expect(plan.counts).toEqual({ diary: 4, watched: 2, lists: 1 });
    expect(plan.missing).toBe(2);

    expect(await writeJournal(user.client, user.id, plan)).toEqual({ diary: 3, watched: 2, lists: 1, diaryOverDayLimit: 0 });
    const diary = await user.client
      .from('diary_entries')
      .select('tmdb_id, watched_on, rewatch, rating')
      .eq('user_id', user.id)
      .order('watched_on')
      .throwOnError();
    expect(diary.data).toEqual([
      { tmdb_id: ids.Heat, watched_on: '2024-04-30', rewatch: false, rating: 4 },
      { tmdb_id: ids.Heat, watched_on: '2024-06-01', rewatch: true, rating: 5 },
      { tmdb_id: ids.Ronin, watched_on: '2024-06-02', rewatch: false, rating: null },
    ]);
    const watched = await user.client
      .from('watched_films')
      .select('tmdb_id, watched_at')
      .eq('user_id', user.id)
      .order('tmdb_id')
      .throwOnError();
    // Heat and Alien keep watched.csv's dates; Ronin was marked watched by its diary entry.
    expect(watched.data?.map((row) => [row.tmdb_id, row.watched_at.slice(0, 10)])).toEqual([
      [ids.Heat, '2023-01-05'],
      [ids.Ronin, '2024-06-02'],
      [ids.Alien, '2023-02-06'],
    ]);
    const lists = await user.client
      .from('lists')
      .select('id, name, description, ranked, is_public, item_count')
      .eq('user_id', user.id)
      .throwOnError();
    expect(lists.data).toEqual([
      { id: expect.any(String) as string, name: 'Heists', description: 'The best', ranked: true, is_public: false, item_count: 2 },
    ]);
    const items = await user.client
      .from('list_items')
      .select('tmdb_id, position')
      .eq('list_id', lists.data?.[0]?.id as string)
      .order('position')
      .throwOnError();
    expect(items.data).toEqual([
      { tmdb_id: ids.Ronin, position: 1 },
      { tmdb_id: ids.Heat, position: 2 },
    ]);

    expect(await writeJournal(user.client, user.id, plan)).toEqual({ diary: 0, watched: 0, lists: 0, diaryOverDayLimit: 0 });
    expect((await user.client.from('diary_entries').select('id').eq('user_id', user.id)).data).toHaveLength(3);
  });

  it('leaves out, and counts, the entries past a day’s limit instead of failing the import; the rest is written', async () => {
    const user = await createTestAccount();
    const base = 820_000 + Math.floor(Math.random() * 10_000) * 100;
    // One entry already held on the busy day, 31 more in the export on it, and one on another day.
    await user.client
      .from('diary_entries')
      .insert({ user_id: user.id, tmdb_id: base, title: 'Held', watched_on: '2024-03-01' })
      .throwOnError();
    const rows = Array.from({ length: 31 }, (_, n) => `2024-03-01,Film ${n},2001,https://boxd.it/d${n},,,,2024-03-01`);
    const diary = diaryFromCsv(
      `Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n${[...rows, '2024-03-02,Other,2001,,,,,2024-03-02'].join('\n')}\n`,
    );
    const journal: LetterboxdJournal = { diary, watched: [], lists: [] };
    const matches: FilmMatch[] = journalOnlyFilms(journal, []).map((film, n) => ({
      film,
      movie: { id: base + 1 + n, title: film.name, release_date: '2001-01-01', poster_path: null, vote_average: 7 },
    }));
    const plan = planJournal(journal, matches);
    // The export alone is one past the day's 30: the preview says so before anything is written.
    expect(plan.overDayLimit).toBe(1);

    expect(await writeJournal(user.client, user.id, plan)).toEqual({ diary: 30, watched: 0, lists: 0, diaryOverDayLimit: 2 });
    const days = await user.client.from('diary_entries').select('watched_on').eq('user_id', user.id).throwOnError();
    const count = (day: string) => days.data?.filter(({ watched_on }) => watched_on === day).length;
    expect([count('2024-03-01'), count('2024-03-02')]).toEqual([30, 1]);
  });
});
