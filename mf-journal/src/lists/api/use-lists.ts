/** The lists' queries and saves as React Query hooks over the page's Supabase client. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from '@marquee/shared/query';
import { arrivedDatabaseRead, takeDatabaseRead, useSupabaseClient, useSupabaseClientLater } from '@marquee/shared/supabase';
import type { ListEditorValues } from '../lib/list-editor';
import { listKeys } from './list-keys';
import { listPageRead } from './list-page-read';
import {
  deleteList,
  fetchList,
  fetchListOwner,
  fetchListPage,
  fetchMyLists,
  fetchPublicLists,
  fetchUsername,
  saveList,
  toListPage,
} from './lists-api';

export function useMyLists(userId: string | null) {
  const client = useSupabaseClient();
  return useQuery(
    queryOptions({
      queryKey: listKeys.mine(userId ?? ''),
      queryFn: () => fetchMyLists(client, userId ?? ''),
      enabled: userId !== null,
      ...CACHE_TIMES.user,
    }),
  );
}

export function useListForEdit(listId: string | null) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: listKeys.edit(listId ?? ''),
    queryFn: () => fetchList(client, listId ?? ''),
    enabled: listId !== null,
    ...CACHE_TIMES.user,
  });
}

export function useListOwner(username: string) {
  const client = useSupabaseClient();
  return useQuery({ queryKey: listKeys.owner(username), queryFn: () => fetchListOwner(client, username), ...CACHE_TIMES.user });
}

/**
 * A list's page (`fetchListPage`): its author, the list and its films, in one request. A guest's
 * was read by the shell's first script with the address (the route's `reads`): taken, in the
 * first render when it has arrived, without waiting for supabase-js.
 */
export function useListPage(username: string, slug: string) {
  const client = useSupabaseClientLater();
  const read = listPageRead(username, slug);
  return useQuery({
    queryKey: listKeys.page(username, slug),
    queryFn: async () => {
      const early = await takeDatabaseRead(read, toListPage);
      // `null` is an answer: no such list.
      return early ? early.data : fetchListPage(await client(), username, slug);
    },
    initialData: () => arrivedDatabaseRead(read, toListPage)?.data,
    ...CACHE_TIMES.user,
  });
}

export function usePublicLists(userId: string | null) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: listKeys.publicOf(userId ?? ''),
    queryFn: () => fetchPublicLists(client, userId ?? ''),
    enabled: userId !== null,
    ...CACHE_TIMES.user,
  });
}

export function useSaveList(listId: string | null) {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ListEditorValues) => saveList(client, listId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}

export function useDeleteList() {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => deleteList(client, listId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}

export function useUsername(userId: string | null) {
  const client = useSupabaseClient();
  return useQuery({
    queryKey: [...listKeys.all, 'username', userId ?? ''],
    queryFn: () => fetchUsername(client, userId ?? ''),
    enabled: userId !== null,
    ...CACHE_TIMES.user,
  });
}
