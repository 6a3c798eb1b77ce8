/**
 * The signed-in user's activity, newest first, 20 at a time, from the `activity_events` view
 * (reviews written and edited, movies added to Favorites or the Watchlist, films logged in the
 * diary, public lists created).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { communityKeys } from '@marquee/shared/reviews';

export const ACTIVITY_PAGE_SIZE = 20;

export type MovieActivityKind = 'reviewed' | 'review_updated' | 'favorited' | 'watchlisted' | 'watched' | 'rewatched';

export interface MovieActivityEvent {
  id: string;
  kind: MovieActivityKind;
  movieId: number;
  /** Copied into list rows; null for review events (reviews hold only the movie id). */
  title: string | null;
  posterPath: string | null;
  rating: number | null;
  occurredAt: string;
}

/** "Created list {name}": a public list, named and addressed by its slug. */
export interface ListActivityEvent {
  id: string;
  kind: 'list_created';
  name: string;
  slug: string;
  occurredAt: string;
}

export type ActivityEvent = MovieActivityEvent | ListActivityEvent;

export interface ActivityPage {
  events: ActivityEvent[];
  nextOffset: number | null;
}

const MOVIE_KINDS: readonly string[] = ['reviewed', 'review_updated', 'favorited', 'watchlisted', 'watched', 'rewatched'];
const isMovieKind = (kind: string | null): kind is MovieActivityKind => kind !== null && MOVIE_KINDS.includes(kind);

export async function getActivity(client: SupabaseClient, userId: string, offset: number): Promise<ActivityPage> {
  const { data, error } = await client
    .from('activity_events')
    .select('*')
    .eq('user_id', userId)
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + ACTIVITY_PAGE_SIZE - 1);
  if (error) throw error;
  const rows = data ?? [];
  const events: ActivityEvent[] = [];
  for (const row of rows) {
    if (!row.id || !row.occurred_at) continue;
    if (row.kind === 'list_created' && row.title && row.list_slug) {
      events.push({ id: row.id, kind: 'list_created', name: row.title, slug: row.list_slug, occurredAt: row.occurred_at });
      continue;
    }
    if (!isMovieKind(row.kind) || row.movie_id === null) continue;
    events.push({
      id: row.id,
      kind: row.kind,
      movieId: row.movie_id,
      title: row.title,
      posterPath: row.poster_path,
      rating: row.rating,
      occurredAt: row.occurred_at,
    });
  }
  return { events, nextOffset: rows.length === ACTIVITY_PAGE_SIZE ? offset + rows.length : null };
}

export function useActivity(userId: string) {
  const client = useSupabaseClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.activity(userId),
      queryFn: ({ pageParam }) => getActivity(client, userId, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: ActivityPage) => last.nextOffset,
      ...CACHE_TIMES.user,
    }),
  );
}
