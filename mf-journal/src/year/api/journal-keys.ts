/** Query keys of a member's numbers (films watched, this year, the year's charts). */
export const journalKeys = {
  all: ['journal'] as const,
  stats: (userId: string, year: number) => [...journalKeys.all, 'stats', userId, year] as const,
};
