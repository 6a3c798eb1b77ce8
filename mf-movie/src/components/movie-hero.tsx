/**
 * The backdrop hero: title, tagline, rating, vote count, year, runtime.
 * Text always sits on a dark scrim, whatever the theme, so a light backdrop cannot wash it out.
 */
import { Box, CalendarIcon, Heading, HStack, Stack, Text } from '@marquee/shared/ui';
import { backdropUrl, formatRuntime, formatVoteCount, formatYear, useImageBaseUrl } from '@marquee/shared/format';
import { RatingBadge } from '@marquee/shared/movies';
import type { MovieDetails } from '@marquee/shared/tmdb';

/** Room left on wide screens for the poster card that overlaps the hero's lower edge. */
export const HERO_POSTER_OFFSET = { md: '284px', lg: '324px' } as const;

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  );
}

export function MovieHero({ movie }: { movie: MovieDetails }) {
  const imageBase = useImageBaseUrl();
  const backdrop = movie.backdrop_path && imageBase ? backdropUrl(movie.backdrop_path, 'w1280', imageBase) : null;
  return (
    <Box
      as="section"
      aria-labelledby="movie-title"
      position="relative"
      overflow="hidden"
      borderRadius="2xl"
      bg="gray.950"
      color="white"
      minH={{ base: '260px', md: '420px' }}
      display="flex"
      alignItems="flex-end"
      data-testid="movie-hero"
    >
      {backdrop ? (
        <Box
          aria-hidden="true"
          position="absolute"
          inset="0"
          bgImage={`url("${backdrop}")`}
          bgSize="cover"
          bgPos="center top"
          data-testid="movie-backdrop"
        />
      ) : null}
      <Box
        aria-hidden="true"
        position="absolute"
        inset="0"
        bgGradient="to-t"
        gradientFrom="gray.950"
        gradientVia="rgba(3, 7, 18, 0.65)"
        gradientTo="rgba(3, 7, 18, 0.15)"
      />
      <Stack
        position="relative"
        gap="3"
        px={{ base: 5, md: 8 }}
        pt={{ base: 16, md: 24 }}
        pb={{ base: 6, md: 8 }}
        ml={HERO_POSTER_OFFSET}
        maxW="4xl"
      >
        <Heading id="movie-title" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
          {movie.title}
        </Heading>
        {movie.tagline ? (
          <Text fontSize={{ base: 'md', md: 'xl' }} fontStyle="italic" color="whiteAlpha.800">
            {movie.tagline}
          </Text>
        ) : null}
        <HStack gap={{ base: 3, md: 5 }} flexWrap="wrap" fontSize={{ base: 'sm', md: 'md' }} color="whiteAlpha.900">
          <HStack gap="2">
            <RatingBadge rating={movie.vote_average} size="lg" variant="solid" />
            <Text color="whiteAlpha.800" data-testid="movie-vote-count">
              {formatVoteCount(movie.vote_count)}
            </Text>
          </HStack>
          <HStack gap="1.5">
            <CalendarIcon />
            <Text>{formatYear(movie.release_date)}</Text>
          </HStack>
          <HStack gap="1.5">
            <ClockIcon />
            <Text data-testid="movie-runtime">{formatRuntime(movie.runtime)}</Text>
          </HStack>
        </HStack>
      </Stack>
    </Box>
  );
}
