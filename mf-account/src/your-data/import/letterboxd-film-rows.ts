/**
 * What the import keeps of each film as Letterboxd knows it (`letterboxd_films`): its title, year
 * and page, so the Letterboxd export names the film the way Letterboxd will find it again.
 */
import type { SupabaseClient } from '@marquee/shared/supabase';
import { willWriteReview, type PlannedFilm } from './plan-import';

export function letterboxdFilmRow(userId: string, { film, movie }: PlannedFilm) {
  return { user_id: userId, movie_id: movie.id, title: film.name, year: film.year, letterboxd_uri: film.letterboxdUri };
}

/** For the films the batch writes, one upsert per batch: a film's page, once known, is not forgotten by a file that lacks it. */
export async function writeLetterboxdFilms(client: SupabaseClient, userId: string, batch: readonly PlannedFilm[]): Promise<void> {
  const rows = batch.filter(({ film }) => willWriteReview(film) || film.watchlist).map((planned) => letterboxdFilmRow(userId, planned));
  const withPage = rows.filter((row) => row.letterboxd_uri !== null);
  const withoutPage = rows.filter((row) => row.letterboxd_uri === null);
  if (withPage.length > 0) {
    const { error } = await client.from('letterboxd_films').upsert(withPage, { onConflict: 'user_id,movie_id' });
    if (error) throw new Error(error.message);
  }
  if (withoutPage.length > 0) {
    const { error } = await client.from('letterboxd_films').upsert(withoutPage, { onConflict: 'user_id,movie_id', ignoreDuplicates: true });
    if (error) throw new Error(error.message);
  }
}
