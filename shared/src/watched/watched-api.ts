/** A member's watched films (`watched_films`): one row a film, written only by its owner. */
import type { SupabaseClient } from '@marquee/shared/supabase';

/** The film a Watched toggle marks, as its page or card knows it. */
export interface WatchedMovie {
  id: number;
  title: string;
  poster_path: string | null;
  release_date: string | null;
}

export async function fetchWatched(client: SupabaseClient, userId: string, movieId: number): Promise<boolean> {
  const { data, error } = await client.from('watched_films').select('tmdb_id').eq('user_id', userId).eq('tmdb_id', movieId).maybeSingle();
  if (error) throw error;
  return data !== null;
}

/** Marks a film watched now; a film already marked keeps its date. */
export async function markWatched(client: SupabaseClient, movie: WatchedMovie): Promise<void> {
  const { error } = await client.from('watched_films').upsert(
    {
      tmdb_id: movie.id,
      title: movie.title,
      poster_path: movie.poster_path,
      // TMDb gives an unknown date as ''.
      release_date: movie.release_date || null,
    },
    { onConflict: 'user_id,tmdb_id', ignoreDuplicates: true },
  );
  if (error) throw error;
}

/** Unmarks a film; its diary entries stay. */
export async function unmarkWatched(client: SupabaseClient, userId: string, movieId: number): Promise<void> {
  const { error } = await client.from('watched_films').delete().eq('user_id', userId).eq('tmdb_id', movieId);
  if (error) throw error;
}

/** How many times the member logged the film in their diary. */
export async function countDiaryEntries(client: SupabaseClient, userId: string, movieId: number): Promise<number> {
  const { count, error } = await client
    .from('diary_entries')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('tmdb_id', movieId);
  if (error) throw error;
  return count ?? 0;
}
