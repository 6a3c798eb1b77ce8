/** A movie's members' rating, from the `movie_rating_summaries` view. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { reviewKeys } from './review-keys';
import type { RatingSummary } from './types';

export const EMPTY_SUMMARY: RatingSummary = { count: 0, average: null, histogram: [0, 0, 0, 0, 0] };

export async function getRatingSummary(client: SupabaseClient, movieId: number): Promise<RatingSummary> {
  const { data, error } = await client.from('movie_rating_summaries').select('*').eq('movie_id', movieId).maybeSingle();
  if (error) throw error;
  if (!data || !data.ratings_count) return EMPTY_SUMMARY;
  return {
    count: data.ratings_count,
    average: data.average_rating,
    histogram: [data.five_stars ?? 0, data.four_stars ?? 0, data.three_stars ?? 0, data.two_stars ?? 0, data.one_star ?? 0],
  };
}

export function ratingSummaryQueryOptions(client: SupabaseClient, movieId: number) {
  return queryOptions({
    queryKey: reviewKeys.summary(movieId),
    queryFn: () => getRatingSummary(client, movieId),
    enabled: Number.isInteger(movieId) && movieId > 0,
    ...CACHE_TIMES.user,
  });
}

export function useRatingSummary(movieId: number) {
  return useQuery(ratingSummaryQueryOptions(useSupabaseClient(), movieId));
}
