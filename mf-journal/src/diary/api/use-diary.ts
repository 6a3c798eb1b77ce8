/** A diary's entries as an infinite query, and the member a public diary belongs to. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { arrivedDatabaseRead, takeDatabaseRead, useSupabaseClient, useSupabaseClientLater } from '@marquee/shared/supabase';
import { fetchDiaryPage, toDiaryPage } from '../diary-entries';
import { diaryPageRead } from '../diary-page-read';
import { diaryKeys } from '../diary-keys';

const firstDiaryPage = (data: unknown) => toDiaryPage(data, 0);

/**
 * The member's own diary. Its first page was read by the shell's first script with the stored
 * session (`/diary`'s `reads`): taken, in the first render when it has arrived, without waiting
 * for supabase-js.
 */
export function useDiary(userId: string | null) {
  const client = useSupabaseClientLater();
  const query = useInfiniteQuery({
    queryKey: diaryKeys.own(userId ?? 'guest'),
    queryFn: async ({ pageParam }) => {
      const early = userId && pageParam === 0 ? await takeDatabaseRead(diaryPageRead(userId, 0), firstDiaryPage) : undefined;
      return early ? early.data : fetchDiaryPage(await client(), userId ?? '', pageParam);
    },
    initialData: () => {
      const arrived = userId ? arrivedDatabaseRead(diaryPageRead(userId, 0), firstDiaryPage) : undefined;
      return arrived && { pages: [arrived.data], pageParams: [0] };
    },
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
