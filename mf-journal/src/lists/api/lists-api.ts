/**
 * The lists' calls over the page's Supabase client. Row level security decides what a caller
 * reads (their own lists; another member's only while public) and lets only the owner write;
 * the database derives the slug, counts the films and sets their positions.
 */
import type { SupabaseClient, Tables } from '@marquee/shared/supabase';
import type { ListEditorValues, ListFilm } from '../lib/list-editor';
import { LIST_MESSAGES, LISTS_PER_MEMBER_MAX } from '../lib/list-limits';
import { listPageRead } from './list-page-read';

export type ListRow = Tables<'lists'>;

export interface ListWithFilms {
  list: ListRow;
  films: ListFilm[];
}

export interface ListOwner {
  user_id: string;
  username: string;
}

const FILM_COLUMNS = 'tmdb_id, title, poster_path, release_date';

interface FilmRow {
  tmdb_id: number;
  title: string | null;
  poster_path: string | null;
  release_date: string | null;
}

const toFilm = (row: FilmRow): ListFilm => ({
  tmdbId: row.tmdb_id,
  title: row.title,
  posterPath: row.poster_path,
  releaseDate: row.release_date,
});

/** A member's lists, most recently changed first (at most 100 exist). */
export async function fetchMyLists(client: SupabaseClient, userId: string): Promise<ListRow[]> {
  const { data, error } = await client
    .from('lists')
    .select('*')
    .eq('user_id', userId)
    .order('updated_at', { ascending: false })
    .limit(LISTS_PER_MEMBER_MAX);
  if (error) throw error;
  return data;
}

/** A member's public lists, newest first. */
export async function fetchPublicLists(client: SupabaseClient, userId: string): Promise<ListRow[]> {
  const { data, error } = await client
    .from('lists')
    .select('*')
    .eq('user_id', userId)
    .eq('is_public', true)
    .order('created_at', { ascending: false })
    .limit(LISTS_PER_MEMBER_MAX);
  if (error) throw error;
  return data;
}

async function filmsOf(client: SupabaseClient, listId: string): Promise<ListFilm[]> {
  const { data, error } = await client.from('list_items').select(FILM_COLUMNS).eq('list_id', listId).order('position');
  if (error) throw error;
  return data.map(toFilm);
}

/** A list and its films in order, or null when the caller may not read it (or it is gone). */
export async function fetchList(client: SupabaseClient, listId: string): Promise<ListWithFilms | null> {
  const { data, error } = await client.from('lists').select('*').eq('id', listId).maybeSingle();
  if (error) throw error;
  return data ? { list: data, films: await filmsOf(client, data.id) } : null;
}

/** A list's page as `list_page` answers it: the list's author, the list and its films in order. */
export interface ListPage extends ListWithFilms {
  owner: ListOwner;
}

function isListPage(value: unknown): value is { owner: ListOwner; list: ListRow; films: FilmRow[] } {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, list, films } = value as Record<string, unknown>;
  const isRecord = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null;
  return (
    isRecord(owner) &&
    typeof owner.user_id === 'string' &&
    typeof owner.username === 'string' &&
    isRecord(list) &&
    typeof list.id === 'string' &&
    Array.isArray(films) &&
    films.every((film) => isRecord(film) && typeof film.tmdb_id === 'number')
  );
}

/**
 * The list `slug` of the member called `username`, its author and its films, in one call; null
 * when there is no such member or list, or the caller may not read it (a private list of another's).
 */
export async function fetchListPage(client: SupabaseClient, username: string, slug: string): Promise<ListPage | null> {
  const { rpc, args } = listPageRead(username, slug);
  const { data, error } = await client.rpc(rpc, args);
  if (error) throw error;
  return toListPage(data);
}

/** `list_page`'s answer as the page reads it (null: no list to show). */
export function toListPage(data: unknown): ListPage | null {
  if (data === null) return null;
  if (!isListPage(data)) throw new Error('Unexpected answer for list_page');
  return { owner: data.owner, list: data.list, films: data.films.map(toFilm) };
}

export async function fetchListOwner(client: SupabaseClient, username: string): Promise<ListOwner | null> {
  const { data, error } = await client.from('profiles').select('user_id, username').eq('username', username).maybeSingle();
  if (error) throw error;
  return data;
}

/** The database's refusals in the words the editor shows. */
export function listSaveMessage(error: { message?: string } | null | undefined): string {
  const message = error?.message ?? '';
  if (message.includes('at most 100 lists')) return LIST_MESSAGES.listsFull;
  if (message.includes('at most 500 films')) return LIST_MESSAGES.filmsFull;
  if (message.includes('lists_name_length')) return LIST_MESSAGES.nameTooLong;
  if (message.includes('lists_description_length')) return LIST_MESSAGES.descriptionTooLong;
  return 'Your list could not be saved. Please try again.';
}

export class ListSaveError extends Error {}

/**
 * Creates the list (listId null) or updates it, then saves its films in order in one call. A new
 * list whose films cannot be saved is removed again, so a failed save leaves nothing half made.
 */
export async function saveList(client: SupabaseClient, listId: string | null, values: ListEditorValues): Promise<ListRow> {
  const fields = {
    name: values.name.trim(),
    description: values.description.trim() || null,
    ranked: values.ranked,
    is_public: values.isPublic,
  };
  const written = listId
    ? await client.from('lists').update(fields).eq('id', listId).select('*').single()
    : await client.from('lists').insert(fields).select('*').single();
  if (written.error) throw new ListSaveError(listSaveMessage(written.error));
  const saved = await client.rpc('save_list_items', {
    list_id: written.data.id,
    tmdb_ids: values.films.map((film) => film.tmdbId),
    films: values.films.map((film) => ({
      tmdb_id: film.tmdbId,
      title: film.title,
      poster_path: film.posterPath,
      release_date: film.releaseDate || null,
    })),
  });
  if (saved.error) {
    if (!listId) await client.from('lists').delete().eq('id', written.data.id);
    throw new ListSaveError(listSaveMessage(saved.error));
  }
  return saved.data;
}

export async function deleteList(client: SupabaseClient, listId: string): Promise<void> {
  const { error } = await client.from('lists').delete().eq('id', listId);
  if (error) throw error;
}

/** The signed-in member's username, for the addresses of their lists. */
export async function fetchUsername(client: SupabaseClient, userId: string): Promise<string | null> {
  const { data, error } = await client.from('profiles').select('username').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data?.username ?? null;
}
