/** Whether the signed-in member has watched a film, and the optimistic toggle that changes it. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@marquee/shared/auth';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { useSupabaseClient } from '@marquee/shared/supabase';
import { toaster } from '@marquee/shared/ui';
import { fetchWatched, markWatched, unmarkWatched, type WatchedMovie } from './watched-api';
import { watchedKeys } from './watched-keys';

export function useWatchedStatus(movieId: number) {
  const { user } = useAuth();
  const client = useSupabaseClient();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: watchedKeys.status(userId ?? 'guest', movieId),
    queryFn: () => fetchWatched(client, userId ?? '', movieId),
    enabled: userId !== null,
    ...CACHE_TIMES.user,
    retry: shouldRetry,
  });
}

export interface ToggleWatchedInput {
  movie: WatchedMovie;
  /** The state the member asked for, not a blind flip. */
  watched: boolean;
}

export function useToggleWatched() {
  const { user } = useAuth();
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  const userId = user?.id ?? '';
  return useMutation({
    mutationFn: ({ movie, watched }: ToggleWatchedInput) =>
      watched ? markWatched(client, movie) : unmarkWatched(client, userId, movie.id),
    onMutate: async ({ movie, watched }) => {
      const key = watchedKeys.status(userId, movie.id);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, watched);
      return { before };
    },
    onError: (_error, { movie, watched }, context) => {
      queryClient.setQueryData(watchedKeys.status(userId, movie.id), context?.before);
      toaster.create({
        type: 'error',
        title: watched ? 'Could not mark as watched' : 'Could not unmark as watched',
        description: 'Please try again later.',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchedKeys.user(userId) }),
  });
}
