/** React Query keys of the lists, under one root so a save refreshes every list view. */
export const listKeys = {
  all: ['lists'] as const,
  mine: (userId: string) => ['lists', 'mine', userId] as const,
  edit: (listId: string) => ['lists', 'edit', listId] as const,
  owner: (username: string) => ['lists', 'owner', username] as const,
  page: (username: string, slug: string) => ['lists', 'page', username, slug] as const,
  publicOf: (userId: string) => ['lists', 'public', userId] as const,
};
