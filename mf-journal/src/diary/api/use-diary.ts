/** A diary's entries as an infinite query, and the member a public diary belongs to. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { fetchDiaryPage } from './diary-entries';
import { diaryKeys } from './diary-keys';

export function useDiary(userId: string | null) {
  const client = useSupabaseClient();
  const query = useInfiniteQuery({
    queryKey: diaryKeys.own(userId ?? 'guest'),
    queryFn: ({ pageParam }) => fetchDiaryPage(client, userId ?? '', pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset,
    enabled: userId !== null,
    ...CACHE_TIMES.user,
    retry: shouldRetry,
  });
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries) ?? [], [query.data]);
  return { ...query, entries };
}

export interface DiaryOwner {
  user_id: string;
  username: string;
  diary_public: boolean;
}

/** The member called `username` (null when nobody is), with their diary switch. */
export function useDiaryOwner(username: string) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: [...diaryKeys.public(username), 'owner'],
    queryFn: async (): Promise<DiaryOwner | null> => {
      const { data, error } = await client
        .from('profiles')
        .select('user_id, username, diary_public')
        .eq('username', username)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
    ...CACHE_TIMES.user,
    retry: shouldRetry,
  });
}
