/**
 * Query keys for profile data. Everything about one user sits under `profileKeys.user(id)`, so
 * a successful update invalidates the profile and its counts with one call. The row itself is the
 * platform's one profile query (`profileQueryKey`, which the header's auth store follows).
 */
import { profileQueryKey } from '@marquee/shared/auth';

export const profileKeys = {
  all: ['profiles'] as const,
  user: (userId: string) => [...profileKeys.all, userId] as const,
  detail: profileQueryKey,
  stats: (userId: string) => [...profileKeys.user(userId), 'stats'] as const,
};
