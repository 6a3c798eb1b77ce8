/**
 * A movie named in a feed: poster thumbnail and title, both linking to the movie. List rows carry
 * their title and poster; for reviews (which hold only the movie id) they come from TMDb through
 * the proxy, cached by React Query and shared with the movie page's cache.
 */
import { MovieImage, MovieLink, moviePath } from '@marquee/shared/movies';
import { useMovieDetails } from '@marquee/shared/tmdb';
import { Box, Skeleton } from '@marquee/shared/ui';

export interface MovieRefData {
  movieId: number;
  title: string | null;
  posterPath: string | null;
}

/** The movie's title and poster path, from the row when it has them, else from TMDb. */
export function useMovieRef({ movieId, title, posterPath }: MovieRefData) {
  const details = useMovieDetails(movieId, { full: false, enabled: title === null });
  return {
    title: title ?? details.data?.title ?? null,
    posterPath: title !== null ? posterPath : (details.data?.poster_path ?? null),
    loading: title === null && details.isPending,
  };
}

export function MoviePoster({ movieId, posterPath, width = '12' }: { movieId: number; posterPath: string | null; width?: string }) {
  return (
    <Box asChild w={width} flexShrink={0} borderRadius="md" overflow="hidden">
      <MovieLink to={moviePath(movieId)} aria-hidden="true" tabIndex={-1}>
        <MovieImage kind="poster" path={posterPath} size="w92" alt="" />
      </MovieLink>
    </Box>
  );
}

export function MovieTitleLink({ movieId, title, loading }: { movieId: number; title: string | null; loading: boolean }) {
  if (loading) return <Skeleton as="span" display="inline-block" height="4" width="32" verticalAlign="middle" />;
  return (
    <MovieLink to={moviePath(movieId)} fontWeight="semibold" color="fg" _hover={{ color: 'orange.fg', textDecoration: 'underline' }}>
      {title ?? `Movie #${movieId}`}
    </MovieLink>
  );
}
