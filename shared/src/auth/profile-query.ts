/**
 * A member's `profiles` row, read through one query: the auth store asks it once the client has
 * confirmed a signed-in user (and shows its answer in the header), pages read the same cache entry
 * with `useProfile`. One request per member and page, one not-found rule.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import type { Profile } from './types';

/** PostgREST's answer to `.single()` when no row matched: a user without a profile yet, not an error. */
export const PROFILE_NOT_FOUND = 'PGRST116';

/**
 * The profile's cache key. It sits under `['profiles', userId]`, where the account pages keep
 * everything else about the member, so one invalidation of that prefix refreshes it too.
 */
export const profileQueryKey = (userId: string) => ['profiles', userId, 'detail'] as const;

/**
 * How long an answer is taken as current: the row changes through this member's own edits, which
 * write the new row into the cache themselves, so moving between pages asks for it again at most
 * this often.
 */
const PROFILE_FRESH_MS = 5 * 60_000;

/** The row, or null when the user has none yet; throws any other failure. */
export async function readProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client.from('profiles').select('*').eq('user_id', userId).single<Profile>();
  if (error) {
    if (error.code === PROFILE_NOT_FOUND) return null;
    throw new Error(error.message || 'Failed to load the profile.', { cause: error });
  }
  return data;
}

/** The one profile query; `client` may be a loader (the page's client, loaded on demand). */
export function profileQuery(client: SupabaseClient | (() => Promise<SupabaseClient>), userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: async () => readProfile(typeof client === 'function' ? await client() : client, userId),
    staleTime: PROFILE_FRESH_MS,
    gcTime: CACHE_TIMES.user.gcTime,
  });
}

/** A member's profile row for a page: the cache entry the header's read filled, if it has. */
export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQuery(useSupabaseClient(), userId ?? ''), enabled: Boolean(userId) });
}
