/** Whether a movie is in the signed-in user's favorites and watchlist. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@marquee/shared/auth';
import { CACHE_TIMES, shouldRetry } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { fetchLibraryStatus } from './library-api';
import { libraryKeys } from './library-keys';
import type { LibraryKind } from './types';

export function libraryStatusQueryOptions(client: SupabaseClient, userId: string, kind: LibraryKind, movieId: number) {
  return queryOptions({
    queryKey: libraryKeys.status(userId, kind, movieId),
    queryFn: () => fetchLibraryStatus(client, userId, kind, movieId),
    enabled: Number.isInteger(movieId) && movieId > 0,
    ...CACHE_TIMES.user,
    retry: shouldRetry,
  });
}

export interface LibraryStatus {
  /** False for guests, and while auth is still deciding. */
  signedIn: boolean;
  /** Auth or the status is not known yet: toggles should wait. */
  isLoading: boolean;
  isError: boolean;
  isFavorite: boolean;
  isInWatchlist: boolean;
}

const GUEST = 'guest';

export function useLibraryStatus(movieId: number): LibraryStatus {
  const { user, loading } = useAuth();
  const client = useSupabaseClient();
  const userId = user?.id ?? null;
  const favorites = libraryStatusQueryOptions(client, userId ?? GUEST, 'favorites', movieId);
  const watchlist = libraryStatusQueryOptions(client, userId ?? GUEST, 'watchlist', movieId);
  const favorite = useQuery({ ...favorites, enabled: favorites.enabled && userId !== null });
  const watch = useQuery({ ...watchlist, enabled: watchlist.enabled && userId !== null });
  return {
    signedIn: userId !== null,
    isLoading: loading || (userId !== null && (favorite.isPending || watch.isPending)),
    isError: favorite.isError || watch.isError,
    isFavorite: favorite.data === true,
    isInWatchlist: watch.data === true,
  };
}
