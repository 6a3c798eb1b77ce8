/**
 * `/movie/:id`: the backdrop hero, the poster card with the library
 * toggles and Write Review, the details card, the tabs, and movies to open next.
 */
import { useDeferredValue } from 'react';
import { Box, Grid, Stack } from '@marquee/shared/ui';
import { TmdbApiError, useMovieDetails, type MovieDetails } from '@marquee/shared/tmdb';
import { MovieHero } from '../components/movie-hero';
import { MovieDetailSkeleton } from '../components/movie-detail-skeleton';
import { MovieFactsCard } from '../components/movie-facts-card';
import { MovieNotFound } from '../components/movie-not-found';
import { MovieTabs } from '../components/movie-tabs';
import { PosterCard } from '../components/poster-card';
import { RelatedMovies } from '../components/related-movies';
import { useDocumentTitle } from '../hooks/use-document-title';
import { parseMovieId } from '@marquee/shared/first-paint';
import { AfterFirstPaint } from '@marquee/shared/render';
import { useRouteParams } from '@marquee/shared/routes';
import { routes } from '../routes';

/** How far the poster card rises into the hero on wide screens. */
const POSTER_OVERLAP = '200px';

function isNotFound(error: unknown): boolean {
  return error instanceof TmdbApiError && (error.status === 404 || error.message.includes('not found'));
}

function MovieDetail({ movie }: { movie: MovieDetails }) {
  return (
    <Box data-testid="movie-detail">
      <MovieHero movie={movie} />
      <Grid
        templateColumns={{ base: '1fr', md: '260px 1fr', lg: '300px 1fr' }}
        gap="6"
        mt={{ base: 4, md: `-${POSTER_OVERLAP}` }}
        position="relative"
        pl={{ md: 6 }}
      >
        <Box alignSelf="start">
          <PosterCard movie={movie} />
        </Box>
        <Stack gap="6" pt={{ md: `calc(${POSTER_OVERLAP} + 1.5rem)` }} minW="0">
          <MovieFactsCard movie={movie} />
          <AfterFirstPaint>
            <MovieTabs movie={movie} />
          </AfterFirstPaint>
        </Stack>
      </Grid>
      <AfterFirstPaint>
        <RelatedMovies movie={movie} />
      </AfterFirstPaint>
    </Box>
  );
}

export default function MovieDetailPage() {
  const { id } = useRouteParams(routes.movie.path);
  const movieId = parseMovieId(id);
  const { data, isError, error, refetch } = useMovieDetails(movieId);
  // The page that arrives with the movie's data renders in a background pass, which React splits
  // into slices that leave a phone's main thread free between them; the skeleton holds until then.
  const movie = useDeferredValue(data);
  useDocumentTitle(data?.title ?? (movieId === 0 || isError ? 'Movie Not Found' : undefined));

  if (movieId === 0) return <MovieNotFound />;
  // A failed background refresh keeps showing the movie already on screen.
  if (movie) return <MovieDetail key={movie.id} movie={movie} />;
  if (isError) return <MovieNotFound onRetry={isNotFound(error) ? undefined : () => void refetch()} />;
  return <MovieDetailSkeleton />;
}
