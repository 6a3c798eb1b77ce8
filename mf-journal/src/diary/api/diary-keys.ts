/** Query keys of the diary: every key starts with the diary owner's id (or the public username). */
export const diaryKeys = {
  all: ['diary'] as const,
  own: (userId: string) => [...diaryKeys.all, 'own', userId] as const,
  public: (username: string) => [...diaryKeys.all, 'public', username] as const,
};
