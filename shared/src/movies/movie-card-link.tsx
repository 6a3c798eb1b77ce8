/**
 * The link a whole card is: it leads to the movie's page, and hovering or focusing it starts
 * fetching the movie's details so the page opens without waiting.
 */
import type { ComponentProps } from 'react';
import { MovieLink, moviePath } from './movie-link';
import { usePrefetchMovieDetails } from './use-prefetch-movie-details';

type MovieCardLinkProps = Omit<ComponentProps<typeof MovieLink>, 'to'> & { movieId: number };

export function MovieCardLink({ movieId, ...props }: MovieCardLinkProps) {
  const prefetch = usePrefetchMovieDetails();
  return <MovieLink to={moviePath(movieId)} onMouseEnter={() => prefetch(movieId)} onFocus={() => prefetch(movieId)} {...props} />;
}
