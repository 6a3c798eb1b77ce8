/** Username update: `profiles.username` of the signed-in user's own row. */
import type { SupabaseClient } from '@marquee/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { useAuth, type Profile } from '@marquee/shared/auth';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { UsernameTakenError, isUniqueViolation, toError } from './profile-errors';
import { useRefreshProfileData } from './use-refresh-profile-data';

export const UPDATE_USERNAME_FALLBACK = 'Failed to update username.';

/**
 * Returns the saved row. `.single()` also turns "no row updated" (no profile, or a policy that
 * hid it) into an error instead of a silent success.
 */
export async function updateUsername(client: SupabaseClient, userId: string, username: string): Promise<Profile> {
  const { data, error } = await client
    .from('profiles')
    .update({ username: username.trim() })
    .eq('user_id', userId)
    .select('*')
    .single<Profile>();
  if (error) throw isUniqueViolation(error) ? new UsernameTakenError() : toError(error, UPDATE_USERNAME_FALLBACK);
  return data;
}

/** Callers pass the value they validated; it is trimmed again here since it is what gets stored. */
export function useUpdateUsername() {
  const { user } = useAuth();
  const refresh = useRefreshProfileData();
  const client = useSupabaseClient();
  return useMutation({
    mutationFn: (username: string) => {
      if (!user) return Promise.reject(new Error('Please sign in to view your profile.'));
      return updateUsername(client, user.id, username);
    },
    onSuccess: refresh,
  });
}
