/**
 * A member's public profile: their profile row, what they made public, their counts, reviews
 * and (when public) favorites. Everything is read as the visitor: row level security hides a
 * private list's rows, so a private list is never fetched and would come back empty anyway.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Profile } from '@marquee/shared/auth';
import { fetchLibraryPage, type LibraryPage } from '@marquee/shared/library';
import { CACHE_TIMES } from '@marquee/shared/query';
import type { Review } from '@marquee/shared/reviews';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { communityKeys } from './community-keys';

export const PUBLIC_REVIEWS_PAGE_SIZE = 20;

export interface PublicProfile {
  profile: Profile;
  counts: { reviews: number; favorites: number | null; watchlist: number | null };
}

async function count(client: SupabaseClient, table: 'reviews' | 'favorites' | 'watchlist', userId: string): Promise<number> {
  const { count: total, error } = await client.from(table).select('id', { count: 'exact', head: true }).eq('user_id', userId);
  if (error) throw error;
  return total ?? 0;
}

/** The profile with this exact username, or null (usernames are unique ignoring case). */
export async function getPublicProfile(client: SupabaseClient, username: string): Promise<PublicProfile | null> {
  const { data: profile, error } = await client.from('profiles').select('*').eq('username', username).maybeSingle<Profile>();
  if (error) throw error;
  if (!profile) return null;
  const [reviews, favorites, watchlist] = await Promise.all([
    count(client, 'reviews', profile.user_id),
    profile.favorites_public ? count(client, 'favorites', profile.user_id) : null,
    profile.watchlist_public ? count(client, 'watchlist', profile.user_id) : null,
  ]);
  return { profile, counts: { reviews, favorites, watchlist } };
}

export function usePublicProfile(username: string) {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({
      queryKey: communityKeys.publicProfile(username),
      queryFn: () => getPublicProfile(client, username),
      enabled: username.length > 0,
      ...CACHE_TIMES.user,
    }),
  );
}

export interface UserReviewsPage {
  reviews: Review[];
  nextOffset: number | null;
}

export async function getUserReviews(client: SupabaseClient, userId: string, offset: number): Promise<UserReviewsPage> {
  const { data, error } = await client
    .from('reviews')
    .select('*')
    .eq('user_id', userId)
    .order('reviewed_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + PUBLIC_REVIEWS_PAGE_SIZE - 1);
  if (error) throw error;
  const reviews = data ?? [];
  return { reviews, nextOffset: reviews.length === PUBLIC_REVIEWS_PAGE_SIZE ? offset + reviews.length : null };
}

export function useUserReviews(userId: string) {
  const client = useSupabaseClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.userReviews(userId),
      queryFn: ({ pageParam }) => getUserReviews(client, userId, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: UserReviewsPage) => last.nextOffset,
      ...CACHE_TIMES.user,
    }),
  );
}

/** The first page of a user's favorites as the visitor may see them. */
export function usePublicFavorites(userId: string, enabled: boolean) {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions<LibraryPage>({
      queryKey: communityKeys.userFavorites(userId),
      queryFn: () => fetchLibraryPage(client, userId, 'favorites', null),
      enabled,
      ...CACHE_TIMES.user,
    }),
  );
}
