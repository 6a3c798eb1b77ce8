/** Query keys of a member's watched films; every key starts with the member's id. */
export const watchedKeys = {
  all: ['watched'] as const,
  user: (userId: string) => [...watchedKeys.all, userId] as const,
  status: (userId: string, movieId: number) => [...watchedKeys.user(userId), 'status', movieId] as const,
};
