/**
 * List card: poster, title, date, genres, overview, and optional Favorite,
 * Watchlist and Details buttons. The buttons appear only for the handlers given, so a page
 * without favorites shows none.
 */
import { Box, Button, Card, HStack, HeartIcon, BookmarkIcon, Text } from '@marquee/shared/ui';
import { formatDate, isFutureRelease } from '@marquee/shared/format';
import { ComingSoonBadge } from './coming-soon-badge';
import { GenreBadges } from './genre-badges';
import { MovieImage } from './movie-image';
import { MovieLink, moviePath } from './movie-link';
import type { MovieCardMovie } from './movie-grid-card';
import { RatingBadge } from './rating-badge';
import type { CardTitleLevel } from './movie-grid-card';

export interface MovieListCardProps {
  movie: MovieCardMovie;
  today?: string;
  isFavorite?: boolean;
  onToggleFavorite?: (movieId: number) => void;
  isInWatchlist?: boolean;
  onToggleWatchlist?: (movieId: number) => void;
  /** Show a Details button besides the title link. */
  showDetails?: boolean;
  /** The title's heading level: h2 when the list sits right under the page's h1. */
  titleAs?: CardTitleLevel;
}

export function MovieListCard({
  movie,
  today,
  isFavorite = false,
  onToggleFavorite,
  isInWatchlist = false,
  onToggleWatchlist,
  showDetails = false,
  titleAs = 'h3',
}: MovieListCardProps) {
  const hasActions = Boolean(onToggleFavorite || onToggleWatchlist || showDetails);
  return (
    <Card.Root flexDirection="row" overflow="hidden" variant="outline" borderRadius="xl" data-testid="movie-list-card">
      <MovieLink to={moviePath(movie.id)} flexShrink={0} width={{ base: '96px', md: '140px' }} tabIndex={-1} aria-hidden="true">
        <MovieImage kind="poster" path={movie.poster_path} size="w185" alt="" />
      </MovieLink>
      <Card.Body gap="2" p={{ base: 3, md: 4 }} minW="0">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Box minW="0">
            <MovieLink to={moviePath(movie.id)} _hover={{ color: 'brand.fg' }} focusVisibleRing="outside">
              <Text as={titleAs} fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={2}>
                {movie.title}
              </Text>
            </MovieLink>
            <HStack gap="2" mt="1" flexWrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                {formatDate(movie.release_date)}
              </Text>
              {isFutureRelease(movie.release_date, today) ? <ComingSoonBadge size="sm" /> : null}
            </HStack>
          </Box>
          <RatingBadge rating={movie.vote_average} flexShrink={0} />
        </HStack>
        <GenreBadges genreIds={movie.genre_ids} />
        {movie.overview ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={{ base: 2, md: 3 }}>
            {movie.overview}
          </Text>
        ) : null}
        {hasActions ? (
          <HStack gap="2" mt="auto" pt="1" flexWrap="wrap">
            {onToggleFavorite ? (
              <Button
                size="xs"
                variant={isFavorite ? 'solid' : 'outline'}
                colorPalette="red"
                aria-pressed={isFavorite}
                onClick={() => onToggleFavorite(movie.id)}
              >
                <HeartIcon fill={isFavorite ? 'currentColor' : 'none'} />
                Favorite
              </Button>
            ) : null}
            {onToggleWatchlist ? (
              <Button
                size="xs"
                variant={isInWatchlist ? 'solid' : 'outline'}
                colorPalette="blue"
                aria-pressed={isInWatchlist}
                onClick={() => onToggleWatchlist(movie.id)}
              >
                <BookmarkIcon fill={isInWatchlist ? 'currentColor' : 'none'} />
                Watchlist
              </Button>
            ) : null}
            {showDetails ? (
              <Button asChild size="xs" variant="ghost" colorPalette="orange">
                <MovieLink to={moviePath(movie.id)}>Details</MovieLink>
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
