/**
 * Adds a movie to, or removes it from, one of the user's lists, optimistically: the movie page
 * and the list flip at once, and flip back with a toast if the server refuses.
 */
import { useSupabaseClient } from '@marquee/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@marquee/shared/auth';
import { toaster } from '@marquee/shared/ui';
import { LibraryError, addToLibrary, removeFromLibrary, toLibraryRowInput } from './library-api';
import { optimisticRow, withMovieRemoved, withRowAdded, type LibraryListData } from './library-cache';
import { libraryKeys } from './library-keys';
import { LIBRARY_LABELS, type LibraryKind, type LibraryMovie } from './types';

export interface ToggleLibraryInput {
  movie: LibraryMovie;
  /** True to add, false to remove: the state the user asked for, not a blind flip. */
  add: boolean;
}

interface Snapshot {
  userId: string;
  status: boolean | undefined;
  list: LibraryListData | undefined;
}

export function libraryFailureToast(kind: LibraryKind, add: boolean) {
  const label = LIBRARY_LABELS[kind];
  return {
    type: 'error' as const,
    title: add ? `Could not add to ${label}` : `Could not remove from ${label}`,
    description: 'Please try again later.',
  };
}

export function useToggleLibrary(kind: LibraryKind) {
  const { user } = useAuth();
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const mutationKey = userId ? libraryKeys.kind(userId, kind) : [...libraryKeys.all, 'guest', kind];

  return useMutation<void, Error, ToggleLibraryInput, Snapshot | undefined>({
    mutationKey,
    // One list's changes reach the server in the order they were made, so a quick
    // add-then-remove can never arrive as remove-then-add.
    scope: { id: `library:${kind}` },
    mutationFn: async ({ movie, add }) => {
      if (!userId) throw new LibraryError('Sign in to keep a library.');
      if (add) await addToLibrary(client, userId, kind, movie);
      else await removeFromLibrary(client, userId, kind, movie.id);
    },
    onMutate: async ({ movie, add }) => {
      if (!userId) return undefined;
      const statusKey = libraryKeys.status(userId, kind, movie.id);
      const listKey = libraryKeys.list(userId, kind);
      await Promise.all([queryClient.cancelQueries({ queryKey: statusKey }), queryClient.cancelQueries({ queryKey: listKey })]);
      const snapshot: Snapshot = {
        userId,
        status: queryClient.getQueryData<boolean>(statusKey),
        list: queryClient.getQueryData<LibraryListData>(listKey),
      };
      queryClient.setQueryData<boolean>(statusKey, add);
      queryClient.setQueryData<LibraryListData>(listKey, (data) =>
        add ? withRowAdded(data, optimisticRow(toLibraryRowInput(userId, movie))) : withMovieRemoved(data, movie.id),
      );
      return snapshot;
    },
    onError: (_error, { movie, add }, snapshot) => {
      if (snapshot) {
        queryClient.setQueryData(libraryKeys.status(snapshot.userId, kind, movie.id), snapshot.status);
        queryClient.setQueryData(libraryKeys.list(snapshot.userId, kind), snapshot.list);
      }
      toaster.create(libraryFailureToast(kind, add));
    },
    onSettled: async () => {
      if (!userId) return;
      // Refetch only after the last of a burst of toggles, or an early answer would briefly
      // undo the later optimistic ones on screen.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: libraryKeys.kind(userId, kind) });
      }
    },
  });
}
