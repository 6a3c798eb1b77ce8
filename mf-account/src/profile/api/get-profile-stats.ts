/**
 * Counts: how many reviews, favorites and watchlist rows a user has. Each is a
 * HEAD request with an exact count, so no rows travel.
 */
import type { SupabaseClient } from '@marquee/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { profileKeys } from './profile-keys';
import { toError } from './profile-errors';

export const COUNTED_TABLES = ['reviews', 'favorites', 'watchlist'] as const;
export type CountedTable = (typeof COUNTED_TABLES)[number];
export type ProfileStats = Record<CountedTable, number>;

export async function countUserRows(client: SupabaseClient, table: CountedTable, userId: string): Promise<number> {
  const { count, error } = await client.from(table).select('id', { count: 'exact', head: true }).eq('user_id', userId);
  if (error) throw toError(error, `Failed to count ${table}.`);
  return count ?? 0;
}

export async function getProfileStats(client: SupabaseClient, userId: string): Promise<ProfileStats> {
  const [reviews, favorites, watchlist] = await Promise.all(COUNTED_TABLES.map((table) => countUserRows(client, table, userId)));
  return { reviews: reviews ?? 0, favorites: favorites ?? 0, watchlist: watchlist ?? 0 };
}

export function profileStatsQueryOptions(client: SupabaseClient, userId: string) {
  return queryOptions({
    queryKey: profileKeys.stats(userId),
    queryFn: () => getProfileStats(client, userId),
    // Retries follow the query client's default (the product's rule), which tests can switch off.
    ...CACHE_TIMES.user,
  });
}

export function useProfileStats(userId: string | undefined) {
  return useQuery({ ...profileStatsQueryOptions(useSupabaseClient(), userId ?? ''), enabled: Boolean(userId) });
}
