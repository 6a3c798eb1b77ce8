/** Query keys of the community pages: a public profile by username, a user's activity. */
export const communityKeys = {
  all: ['community'] as const,
  publicProfile: (username: string) => [...communityKeys.all, 'profile', username.toLowerCase()] as const,
  userReviews: (userId: string) => [...communityKeys.all, 'user', userId, 'reviews'] as const,
  activity: (userId: string) => [...communityKeys.all, 'activity', userId] as const,
};
