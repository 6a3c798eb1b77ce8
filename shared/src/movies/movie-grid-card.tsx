/** Grid card: poster, title, rating, year or TBA, up to 2 genres, Coming Soon. */
import { Box, Card, HStack, Stack, Text } from '@marquee/shared/ui';
import { formatYear, isFutureRelease } from '@marquee/shared/format';
import type { Movie } from '@marquee/shared/tmdb';
import { ComingSoonBadge } from './coming-soon-badge';
import { GenreBadges } from './genre-badges';
import { MovieImage } from './movie-image';
import { RatingBadge } from './rating-badge';
import { MovieCardLink } from './movie-card-link';

export type MovieCardMovie = Pick<Movie, 'id' | 'title' | 'poster_path' | 'release_date' | 'vote_average'> &
  Partial<Pick<Movie, 'genre_ids' | 'backdrop_path' | 'overview' | 'vote_count'>>;

export interface MovieGridCardProps {
  movie: MovieCardMovie;
  /** "Today" for the Coming Soon badge, `YYYY-MM-DD`; the visitor's date unless a list says otherwise. */
  today?: string;
  /** Load the poster at once: for the first cards above the fold. */
  eager?: boolean;
  /** The title's heading level: h2 right under a page's h1, h3 inside a titled section. */
  titleAs?: CardTitleLevel;
}

export type CardTitleLevel = 'h2' | 'h3';

export function MovieGridCard({ movie, today, eager, titleAs = 'h3' }: MovieGridCardProps) {
  const upcoming = isFutureRelease(movie.release_date, today);
  return (
    <MovieCardLink
      movieId={movie.id}
      display="block"
      height="full"
      borderRadius="xl"
      outline="none"
      focusVisibleRing="outside"
      className="group"
      data-testid="movie-card"
    >
      <Card.Root
        height="full"
        overflow="hidden"
        variant="elevated"
        borderRadius="xl"
        transition="transform 0.2s ease, box-shadow 0.2s ease"
        _groupHover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
      >
        <Box position="relative">
          <MovieImage kind="poster" path={movie.poster_path} size="w342" alt={`${movie.title} poster`} eager={eager} />
          {upcoming ? <ComingSoonBadge position="absolute" top="2" left="2" size="sm" /> : null}
        </Box>
        <Card.Body p="3" gap="2">
          <Text as={titleAs} fontWeight="semibold" fontSize="sm" lineHeight="short" lineClamp={2} title={movie.title}>
            {movie.title}
          </Text>
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" color="fg.muted">
              {formatYear(movie.release_date)}
            </Text>
            <RatingBadge rating={movie.vote_average} size="sm" />
          </HStack>
          {/* One badge row is reserved: genre names arrive after the list and must not move the grid. */}
          <Stack mt="auto" minH="5">
            <GenreBadges genreIds={movie.genre_ids} />
          </Stack>
        </Card.Body>
      </Card.Root>
    </MovieCardLink>
  );
}
