/**
 * Query keys for profile data. Everything about one user sits under `profileKeys.user(id)`, so
 * a successful update invalidates the profile and its counts with one call.
 */
export const profileKeys = {
  all: ['profiles'] as const,
  user: (userId: string) => [...profileKeys.all, userId] as const,
  detail: (userId: string) => [...profileKeys.user(userId), 'detail'] as const,
  stats: (userId: string) => [...profileKeys.user(userId), 'stats'] as const,
};
