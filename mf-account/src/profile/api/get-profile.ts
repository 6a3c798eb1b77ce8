/** Profile read: the `profiles` row of one user, or null when there is none. */
import type { SupabaseClient } from '@marquee/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@marquee/shared/auth';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { profileKeys } from './profile-keys';
import { toError } from './profile-errors';

/** PostgREST's answer to `.single()` when no row matched: no profile yet, not an error. */
const NO_ROW = 'PGRST116';

export async function getProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select('*').eq('user_id', userId).single<Profile>();
  if (error) {
    if (error.code === NO_ROW) return null;
    throw toError(error, 'Failed to load the profile.');
  }
  return data;
}

export function profileQueryOptions(client: SupabaseClient, userId: string) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: () => getProfile(client, userId),
    // Retries follow the query client's default (the product's rule), which tests can switch off.
    ...CACHE_TIMES.user,
  });
}

/**
 * `placeholder` (typically the auth store's copy of the same row) is shown while the query
 * loads, so the page does not flash a skeleton for data the header already has.
 */
export function useProfile(userId: string | undefined, { placeholder }: { placeholder?: Profile | null } = {}) {
  return useQuery({
    ...profileQueryOptions(useSupabaseClient(), userId ?? ''),
    enabled: Boolean(userId),
    placeholderData: placeholder && placeholder.user_id === userId ? placeholder : undefined,
  });
}
