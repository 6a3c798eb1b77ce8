/**
 * Hovering or focusing a card is a strong hint the visitor will open it: fetching the movie's
 * details then makes the detail page open with its data. Fresh data is not fetched again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { movieDetailsQueryOptions, useTmdbClient } from '@marquee/shared/tmdb';

export function usePrefetchMovieDetails(): (movieId: number) => void {
  const queryClient = useQueryClient();
  const client = useTmdbClient();
  return useCallback(
    (movieId: number) => {
      // A failed prefetch is not an error anyone should see; the page asks again on its own.
      void queryClient.prefetchQuery(movieDetailsQueryOptions(movieId, { full: true }, client));
    },
    [queryClient, client],
  );
}
