/** A member's numbers for a year: films watched all time and this year, per month, and their ratings. */
import { useQuery } from '@tanstack/react-query';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { journalKeys } from './journal-keys';

export interface JournalStats {
  films: number;
  this_year: number;
  /** Films watched in each month, January first. */
  months: number[];
  /** Diary entries rated 1 to 5 stars this year, one star first. */
  ratings: number[];
}

function isStats(value: unknown): value is JournalStats {
  if (typeof value !== 'object' || value === null) return false;
  const stats = value as Record<string, unknown>;
  const numbers = (list: unknown, length: number) =>
    Array.isArray(list) && list.length === length && list.every((n) => typeof n === 'number');
  return typeof stats.films === 'number' && typeof stats.this_year === 'number' && numbers(stats.months, 12) && numbers(stats.ratings, 5);
}

export async function fetchJournalStats(client: SupabaseClient, userId: string, year: number): Promise<JournalStats> {
  const { data, error } = await client.rpc('journal_stats', { member: userId, stats_year: year });
  if (error) throw error;
  if (!isStats(data)) throw new Error('Unexpected answer for journal_stats');
  return data;
}

export function useJournalStats(userId: string, year: number) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: journalKeys.stats(userId, year),
    queryFn: () => fetchJournalStats(client, userId, year),
    ...CACHE_TIMES.user,
    retry: shouldRetry,
  });
}
