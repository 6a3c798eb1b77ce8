/** Featured card: a wide backdrop with title, rating, vote count and overview. */
import { Box, HStack, Stack, Text } from '@marquee/shared/ui';
import { formatVoteCount, formatYear, isFutureRelease } from '@marquee/shared/format';
import { ComingSoonBadge } from './coming-soon-badge';
import { GenreBadges } from './genre-badges';
import { MovieImage } from './movie-image';
import type { MovieCardMovie } from './movie-grid-card';
import { RatingBadge } from './rating-badge';
import { MovieCardLink } from './movie-card-link';

export function MovieFeaturedCard({ movie, today, eager }: { movie: MovieCardMovie; today?: string; eager?: boolean }) {
  return (
    <MovieCardLink
      movieId={movie.id}
      display="block"
      position="relative"
      borderRadius="2xl"
      overflow="hidden"
      className="group"
      focusVisibleRing="outside"
      data-testid="movie-featured-card"
    >
      <Box transition="transform 0.4s ease" _groupHover={{ transform: 'scale(1.03)' }}>
        <MovieImage kind="backdrop" path={movie.backdrop_path} size="w1280" alt={`${movie.title} backdrop`} eager={eager} />
      </Box>
      {/* Dark in both themes: the text sits on a photograph, not on the page. */}
      <Stack
        position="absolute"
        inset="0"
        justify="flex-end"
        gap="2"
        p={{ base: 4, md: 6 }}
        color="white"
        bgGradient="to-t"
        gradientFrom="blackAlpha.900"
        gradientVia="blackAlpha.700"
        gradientTo="transparent"
      >
        <HStack gap="2" flexWrap="wrap">
          {isFutureRelease(movie.release_date, today) ? <ComingSoonBadge size="sm" /> : null}
          <RatingBadge rating={movie.vote_average} variant="solid" />
          <Text fontSize="sm" opacity={0.85}>
            {formatVoteCount(movie.vote_count)}
          </Text>
          <Text fontSize="sm" opacity={0.85}>
            · {formatYear(movie.release_date)}
          </Text>
        </HStack>
        <Text as="h3" fontWeight="bold" fontSize={{ base: 'xl', md: '3xl' }} lineHeight="short" lineClamp={2}>
          {movie.title}
        </Text>
        {movie.overview ? (
          <Text fontSize={{ base: 'sm', md: 'md' }} opacity={0.9} lineClamp={{ base: 2, md: 3 }} maxW="3xl">
            {movie.overview}
          </Text>
        ) : null}
        <Box css={{ '& .chakra-badge': { borderColor: 'whiteAlpha.600', color: 'white' } }}>
          <GenreBadges genreIds={movie.genre_ids} />
        </Box>
      </Stack>
    </MovieCardLink>
  );
}
