/**
 * Writes an export's diary entries, watched films and lists, each kept from a second import:
 * a watched film is one row a film (the table's key); a diary entry already held (same film,
 * day and rewatch) is not logged again; a list whose name the member already has is left as it
 * is. A day holds at most DIARY_ENTRIES_A_DAY entries (the database refuses more): the entries past
 * it, counting those already held, are left out and counted, not failed on. Watch dates and list
 * order are Letterboxd's. Imported lists are private until the member
 * makes them public: a Letterboxd export does not say which were.
 */
import type { SupabaseClient } from '@marquee/shared/supabase';
import { DIARY_ENTRIES_A_DAY, type JournalPlan } from './journal-plan';
import { sourceTimestamp } from './source-date';

export interface JournalSummary {
  diary: number;
  watched: number;
  lists: number;
  /** Diary entries left out: their day already held DIARY_ENTRIES_A_DAY. */
  diaryOverDayLimit: number;
}

export const EMPTY_JOURNAL_SUMMARY: JournalSummary = { diary: 0, watched: 0, lists: 0, diaryOverDayLimit: 0 };

const CHUNK = 200;

function chunks<T>(rows: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) => rows.slice(index * CHUNK, (index + 1) * CHUNK));
}

function orThrow<T>({ data, error }: { data: T | null; error: { message: string } | null }): T {
  if (error) throw new Error(error.message);
  return data as T;
}

const movieFields = (movie: { title: string; poster_path: string | null; release_date: string }) => ({
  title: (movie.title.trim() || 'Untitled').slice(0, 500),
  poster_path: movie.poster_path && movie.poster_path.length <= 500 ? movie.poster_path : null,
  release_date: /^\d{4}-\d{2}-\d{2}$/.test(movie.release_date) ? movie.release_date : null,
});

async function writeWatched(client: SupabaseClient, userId: string, plan: JournalPlan): Promise<number> {
  const unique = new Map(plan.watched.map((row) => [row.movie.id, row]));
  let written = 0;
  for (const rows of chunks([...unique.values()])) {
    const data = orThrow(
      await client
        .from('watched_films')
        .upsert(
          rows.map(({ film, movie }) => ({
            user_id: userId,
            tmdb_id: movie.id,
            ...movieFields(movie),
            ...(film.date ? { watched_at: sourceTimestamp(film.date) } : {}),
          })),
          { onConflict: 'user_id,tmdb_id', ignoreDuplicates: true },
        )
        .select('tmdb_id'),
    );
    written += data.length;
  }
  return written;
}

const entryKey = (tmdbId: number, watchedOn: string, rewatch: boolean) => `${tmdbId}|${watchedOn}|${rewatch ? 'r' : ''}`;

async function heldADay(client: SupabaseClient, userId: string, days: readonly string[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for (const chunk of chunks(days)) {
    const rows = orThrow(await client.from('diary_entries').select('watched_on').eq('user_id', userId).in('watched_on', chunk));
    for (const { watched_on } of rows) held.set(watched_on, (held.get(watched_on) ?? 0) + 1);
  }
  return held;
}

async function writeDiary(client: SupabaseClient, userId: string, plan: JournalPlan): Promise<{ written: number; overDayLimit: number }> {
  const ids = [...new Set(plan.diary.map(({ movie }) => movie.id))];
  const held = new Map<string, number>();
  for (const chunk of chunks(ids)) {
    const rows = orThrow(
      await client.from('diary_entries').select('tmdb_id, watched_on, rewatch').eq('user_id', userId).in('tmdb_id', chunk),
    );
    for (const row of rows) {
      const key = entryKey(row.tmdb_id, row.watched_on, row.rewatch);
      held.set(key, (held.get(key) ?? 0) + 1);
    }
  }
  // The same film logged twice on one day stays twice: each held entry answers for one row.
  const fresh = plan.diary.filter(({ entry, movie }) => {
    const key = entryKey(movie.id, entry.watchedOn, entry.rewatch);
    const left = held.get(key) ?? 0;
    if (left === 0) return true;
    held.set(key, left - 1);
    return false;
  });
  const aDay = await heldADay(client, userId, [...new Set(fresh.map(({ entry }) => entry.watchedOn))]);
  const room = fresh.filter(({ entry }) => {
    const count = aDay.get(entry.watchedOn) ?? 0;
    if (count >= DIARY_ENTRIES_A_DAY) return false;
    aDay.set(entry.watchedOn, count + 1);
    return true;
  });
  let written = 0;
  for (const rows of chunks(room)) {
    const data = orThrow(
      await client
        .from('diary_entries')
        .insert(
          rows.map(({ entry, movie }) => ({
            user_id: userId,
            tmdb_id: movie.id,
            ...movieFields(movie),
            watched_on: entry.watchedOn,
            rewatch: entry.rewatch,
            rating: entry.rating,
          })),
        )
        .select('id'),
    );
    written += data.length;
  }
  return { written, overDayLimit: fresh.length - room.length };
}

async function writeLists(client: SupabaseClient, userId: string, plan: JournalPlan): Promise<number> {
  if (plan.lists.length === 0) return 0;
  const names = orThrow(await client.from('lists').select('name').eq('user_id', userId));
  const held = new Set(names.map(({ name }) => name.trim().toLowerCase()));
  let written = 0;
  for (const { list, movies } of plan.lists) {
    const name = list.name.trim();
    if (held.has(name.toLowerCase())) continue;
    const { data: created, error } = await client
      .from('lists')
      .insert({ user_id: userId, name, description: list.description || null, ranked: list.ranked, is_public: false })
      .select('id')
      .single();
    if (error || !created) throw new Error(error?.message ?? `The list “${name}” was not saved.`);
    if (movies.length > 0) {
      const saved = await client.rpc('save_list_items', { list_id: created.id, tmdb_ids: movies.map(({ id }) => id) });
      if (saved.error) throw new Error(saved.error.message);
    }
    held.add(name.toLowerCase());
    written += 1;
  }
  return written;
}

/** Resolves with what was saved, by kind. */
export async function writeJournal(client: SupabaseClient, userId: string, plan: JournalPlan): Promise<JournalSummary> {
  const watched = await writeWatched(client, userId, plan);
  const diary = await writeDiary(client, userId, plan);
  const lists = await writeLists(client, userId, plan);
  return { diary: diary.written, watched, lists, diaryOverDayLimit: diary.overDayLimit };
}
