/** Query keys of following, blocking, comments, the feed and notifications. */
export const socialKeys = {
  all: ['social'] as const,
  follow: (followerId: string, followeeId: string) => [...socialKeys.all, 'follow', followerId, followeeId] as const,
  block: (blockerId: string, blockedId: string) => [...socialKeys.all, 'block', blockerId, blockedId] as const,
  followList: (username: string, direction: FollowDirection) =>
    [...socialKeys.all, 'follow-list', username.toLowerCase(), direction] as const,
  comments: (reviewId: string) => [...socialKeys.all, 'comments', reviewId] as const,
  feed: (userId: string) => [...socialKeys.all, 'feed', userId] as const,
  suggestions: (userId: string) => [...socialKeys.all, 'suggestions', userId] as const,
  notifications: (userId: string) => ['notifications', userId, 'list'] as const,
};

export type FollowDirection = 'followers' | 'following';
