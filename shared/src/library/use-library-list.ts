/** The signed-in user's favorites or watchlist, newest first, a page at a time. */
import { infiniteQueryOptions, useInfiniteQuery, useQuery, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from '@marquee/shared/auth';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { countLibrary, fetchLibraryPage } from './library-api';
import { libraryRowsOf } from './library-cache';
import { libraryKeys } from './library-keys';
import type { LibraryCursor, LibraryKind } from './types';

export function libraryListQueryOptions(client: SupabaseClient, userId: string, kind: LibraryKind) {
  return infiniteQueryOptions({
    queryKey: libraryKeys.list(userId, kind),
    queryFn: ({ pageParam }) => fetchLibraryPage(client, userId, kind, pageParam),
    initialPageParam: null as LibraryCursor | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    ...CACHE_TIMES.user,
    retry: shouldRetry,
  });
}

export function useLibraryList(kind: LibraryKind) {
  const { user } = useAuth();
  const client = useSupabaseClient();
  const userId = user?.id ?? null;
  const query = useInfiniteQuery({ ...libraryListQueryOptions(client, userId ?? 'guest', kind), enabled: userId !== null });
  const rows = useMemo(() => libraryRowsOf(query.data), [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, rows, total };
}

export function libraryCountQueryOptions(client: SupabaseClient, userId: string, kind: LibraryKind) {
  return queryOptions({
    queryKey: libraryKeys.count(userId, kind),
    queryFn: () => countLibrary(client, userId, kind),
    ...CACHE_TIMES.user,
    retry: shouldRetry,
  });
}

/** How many movies the user keeps in a list (the profile's counts). */
export function useLibraryCount(kind: LibraryKind) {
  const { user } = useAuth();
  const client = useSupabaseClient();
  const userId = user?.id ?? null;
  return useQuery({ ...libraryCountQueryOptions(client, userId ?? 'guest', kind), enabled: userId !== null });
}
