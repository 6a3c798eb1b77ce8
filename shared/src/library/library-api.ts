/**
 * The library's calls to the data store. Row level security already limits every statement to
 * the signed-in user's rows; the explicit `user_id` filters keep the queries on the table's
 * (user_id, ...) index and make the intent readable.
 */
import type { SupabaseClient } from '@marquee/shared/supabase';
import type { LibraryCursor, LibraryKind, LibraryMovie, LibraryPage, LibraryRow } from './types';

export const LIBRARY_PAGE_SIZE = 20;

/** The columns a row is written with; the table fills in id and created_at. */
export type LibraryRowInput = Pick<LibraryRow, 'user_id' | 'movie_id' | 'title' | 'poster_path' | 'release_date' | 'vote_average'>;

/** The table's limits (title 1-500 characters, rating 0-10, a real date or null). */
export function toLibraryRowInput(userId: string, movie: LibraryMovie): LibraryRowInput {
  const rating = typeof movie.vote_average === 'number' && Number.isFinite(movie.vote_average) ? movie.vote_average : null;
  return {
    user_id: userId,
    movie_id: movie.id,
    title: (movie.title.trim() || 'Untitled').slice(0, 500),
    poster_path: movie.poster_path && movie.poster_path.length <= 500 ? movie.poster_path : null,
    // TMDb sends '' for an unknown date; the column is a date, which '' is not.
    release_date: movie.release_date && /^\d{4}-\d{2}-\d{2}$/.test(movie.release_date) ? movie.release_date : null,
    vote_average: rating === null ? null : Math.min(10, Math.max(0, rating)),
  };
}

export class LibraryError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'LibraryError';
  }
}

function fail(error: { message: string; code?: string }): never {
  throw new LibraryError(error.message, error.code);
}

export async function fetchLibraryStatus(client: SupabaseClient, userId: string, kind: LibraryKind, movieId: number): Promise<boolean> {
  const { data, error } = await client.from(kind).select('id').eq('user_id', userId).eq('movie_id', movieId).maybeSingle();
  if (error) fail(error);
  return data !== null;
}

/**
 * One page, newest first (ties on `created_at` by `id`); `cursor` is the previous page's last
 * row. Paging by that row's place in the order, not by offset: removing a movie from page one
 * must not make page two skip the movie that moved up; and by time and id, not time alone: rows
 * added at the same instant (an import dates a day's films alike) must not fall between pages.
 */
export async function fetchLibraryPage(
  client: SupabaseClient,
  userId: string,
  kind: LibraryKind,
  cursor: LibraryCursor | null,
): Promise<LibraryPage> {
  let query = client.from(kind).select('*', { count: 'exact' }).eq('user_id', userId);
  if (cursor) {
    const at = `"${cursor.createdAt}"`;
    query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${cursor.id})`);
  }
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(LIBRARY_PAGE_SIZE);
  if (error) fail(error);
  const rows = (data ?? []) as LibraryRow[];
  const last = rows[rows.length - 1];
  return {
    rows,
    total: count ?? rows.length,
    nextCursor: rows.length === LIBRARY_PAGE_SIZE && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

export async function countLibrary(client: SupabaseClient, userId: string, kind: LibraryKind): Promise<number> {
  const { count, error } = await client.from(kind).select('id', { count: 'exact', head: true }).eq('user_id', userId);
  if (error) fail(error);
  return count ?? 0;
}

export async function addToLibrary(client: SupabaseClient, userId: string, kind: LibraryKind, movie: LibraryMovie): Promise<void> {
  // Already there (another tab, a double click) is success, not a unique-key error.
  const { error } = await client
    .from(kind)
    .upsert(toLibraryRowInput(userId, movie), { onConflict: 'user_id,movie_id', ignoreDuplicates: true });
  if (error) fail(error);
}

export async function removeFromLibrary(client: SupabaseClient, userId: string, kind: LibraryKind, movieId: number): Promise<void> {
  const { error } = await client.from(kind).delete().eq('user_id', userId).eq('movie_id', movieId);
  if (error) fail(error);
}
