/** Freshness and retention per kind of data. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type DataKind = 'list' | 'detail' | 'genres' | 'user';

export const CACHE_TIMES: Record<DataKind, { staleTime: number; gcTime: number }> = {
  list: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE },
  detail: { staleTime: 10 * MINUTE, gcTime: 60 * MINUTE },
  genres: { staleTime: 24 * HOUR, gcTime: 48 * HOUR },
  user: { staleTime: 0, gcTime: 5 * MINUTE },
};
