/**
 * Everything Marquee holds about the user, read with their own client (row level security lets
 * them read all of it): profile, reviews (stored rich text and a plain version), favorites,
 * watchlist, the likes they gave, and the films they imported as Letterboxd knows them, with
 * their dates, the diary, watched films and lists. Each kind is one read (in pages of the API's 1,000 rows), never one per film.
 */
import type { SupabaseClient } from '@marquee/shared/supabase';
import { plainTextLinesOf } from '@marquee/shared/rich-text';

const PAGE = 1000;

async function allRows<T>(
  read: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: { message: string } | null }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await read(from, from + PAGE - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE) return rows;
  }
}

export async function collectUserData(client: SupabaseClient, user: { id: string; email: string | undefined }) {
  const profile = await client.from('profiles').select('username, avatar_url, created_at, updated_at').eq('user_id', user.id).single();
  if (profile.error) throw new Error(profile.error.message);
  const reviews = await allRows((from, to) =>
    client
      .from('reviews')
      .select('id, movie_id, rating, review_text, contains_spoilers, reviewed_at, watched_on, created_at, updated_at')
      .eq('user_id', user.id)
      .order('reviewed_at')
      .range(from, to),
  );
  const library = (table: 'favorites' | 'watchlist') =>
    allRows((from, to) =>
      client
        .from(table)
        .select('movie_id, title, release_date, poster_path, vote_average, created_at')
        .eq('user_id', user.id)
        .order('created_at')
        .range(from, to),
    );
  const likes = await allRows((from, to) =>
    client.from('review_likes').select('review_id, created_at').eq('user_id', user.id).order('created_at').range(from, to),
  );
  const letterboxdFilms = await allRows((from, to) =>
    client
      .from('letterboxd_films')
      .select('movie_id, title, year, letterboxd_uri, created_at')
      .eq('user_id', user.id)
      .order('movie_id')
      .range(from, to),
  );
  const diary = await allRows((from, to) =>
    client
      .from('diary_entries')
      .select('tmdb_id, title, release_date, watched_on, rewatch, rating, liked, created_at')
      .eq('user_id', user.id)
      .order('watched_on')
      .order('created_at')
      .range(from, to),
  );
  const watched = await allRows((from, to) =>
    client
      .from('watched_films')
      .select('tmdb_id, title, release_date, watched_at')
      .eq('user_id', user.id)
      .order('watched_at')
      .range(from, to),
  );
  const lists = await allRows((from, to) =>
    client
      .from('lists')
      .select('id, name, slug, description, ranked, is_public, created_at')
      .eq('user_id', user.id)
      .order('created_at')
      .range(from, to),
  );
  const items =
    lists.length === 0
      ? []
      : await allRows((from, to) =>
          client
            .from('list_items')
            .select('list_id, tmdb_id, position')
            .in(
              'list_id',
              lists.map(({ id }) => id),
            )
            .order('list_id')
            .order('position')
            .range(from, to),
        );
  return {
    exported_at: new Date().toISOString(),
    account: { id: user.id, email: user.email ?? null },
    profile: profile.data,
    reviews: reviews.map((review) => ({ ...review, review_text_plain: plainTextLinesOf(review.review_text) })),
    favorites: await library('favorites'),
    watchlist: await library('watchlist'),
    likes,
    letterboxd_films: letterboxdFilms,
    diary,
    watched,
    lists: lists.map((list) => ({
      ...list,
      films: items.filter((item) => item.list_id === list.id).map(({ tmdb_id, position }) => ({ tmdb_id, position })),
    })),
  };
}

export type UserData = Awaited<ReturnType<typeof collectUserData>>;
