/** "Show my favorites / watchlist / diary on my public profile": switches on the user's profile row. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth, type Profile } from '@marquee/shared/auth';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { profileKeys } from '../../profile/api/profile-keys';
import { communityKeys } from './community-keys';

export type ListPrivacyField = 'favorites_public' | 'watchlist_public' | 'diary_public';

export async function setListPublic(client: SupabaseClient, userId: string, field: ListPrivacyField, value: boolean): Promise<Profile> {
  const change =
    field === 'favorites_public'
      ? { favorites_public: value }
      : field === 'watchlist_public'
        ? { watchlist_public: value }
        : { diary_public: value };
  const { data, error } = await client.from('profiles').update(change).eq('user_id', userId).select('*').single<Profile>();
  if (error) throw error;
  return data;
}

export function useSetListPublic() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: ({ field, value }: { field: ListPrivacyField; value: boolean }) => {
      if (!user) throw new Error('Sign in to change your settings.');
      return setListPublic(client, user.id, field, value);
    },
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.user_id), profile);
      await queryClient.invalidateQueries({ queryKey: communityKeys.publicProfile(profile.username) });
    },
  });
}
