/**
 * "Always show spoilers": a preference only its owner can read (row level security on
 * `user_preferences`). Without a row, or for a guest, spoilers stay hidden.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@marquee/shared/auth';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { reviewKeys } from './review-keys';

export async function getAlwaysShowSpoilers(client: SupabaseClient, userId: string): Promise<boolean> {
  const { data, error } = await client.from('user_preferences').select('always_show_spoilers').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data?.always_show_spoilers ?? false;
}

export async function setAlwaysShowSpoilers(client: SupabaseClient, userId: string, value: boolean): Promise<boolean> {
  const { data, error } = await client
    .from('user_preferences')
    .upsert({ user_id: userId, always_show_spoilers: value }, { onConflict: 'user_id' })
    .select('always_show_spoilers')
    .single();
  if (error) throw error;
  return data.always_show_spoilers;
}

export function alwaysShowSpoilersQueryOptions(client: SupabaseClient, userId: string | null) {
  return queryOptions({
    queryKey: reviewKeys.preferences(userId),
    queryFn: () => (userId ? getAlwaysShowSpoilers(client, userId) : Promise.resolve(false)),
    enabled: Boolean(userId),
    ...CACHE_TIMES.user,
  });
}

/** The signed-in user's setting; false for guests and while it loads. */
export function useAlwaysShowSpoilers() {
  const { user } = useAuth();
  return useQuery(alwaysShowSpoilersQueryOptions(useSupabaseClient(), user?.id ?? null));
}

export function useSetAlwaysShowSpoilers() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: (value: boolean) => {
      if (!userId) throw new Error('Sign in to change your settings.');
      return setAlwaysShowSpoilers(client, userId, value);
    },
    onMutate: async (value) => {
      const key = reviewKeys.preferences(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, value);
      return { before };
    },
    onError: (_error, _value, context) => queryClient.setQueryData(reviewKeys.preferences(userId), context?.before ?? false),
    onSuccess: (value) => queryClient.setQueryData(reviewKeys.preferences(userId), value),
  });
}
