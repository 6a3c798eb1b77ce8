/**
 * The home page's opening: what Marquee is, and the three ways in. Behind it, the
 * most popular film's backdrop once it is known; until then a plain gradient, so nothing waits.
 */
import { Box, CalendarIcon, Heading, HStack, Stack, StarIcon, Text, TrendingIcon } from '@marquee/shared/ui';
import { backdropUrl, useImageBaseUrl } from '@marquee/shared/format';
import type { Movie } from '@marquee/shared/tmdb';
import { RouterButton } from '@marquee/shared/links';
import { paths } from '@marquee/shared/routes';

/** The secondary ways in: outlined, legible over the backdrop in both themes. */
const OUTLINE_ON_BACKDROP = {
  variant: 'outline',
  colorPalette: 'gray',
  color: 'white',
  borderColor: 'whiteAlpha.500',
  _hover: { bg: 'whiteAlpha.200' },
  size: { base: 'md', md: 'lg' },
} as const;

export function HomeHero({ spotlight }: { spotlight?: Movie }) {
  const imageBase = useImageBaseUrl();
  const backdrop = spotlight?.backdrop_path && imageBase ? backdropUrl(spotlight.backdrop_path, 'w1280', imageBase) : null;
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      position="relative"
      overflow="hidden"
      borderRadius="2xl"
      bg="gray.950"
      color="white"
      mb={{ base: 8, md: 12 }}
    >
      {backdrop ? (
        <Box
          aria-hidden="true"
          position="absolute"
          top="0"
          bottom="0"
          right="0"
          width={{ base: '100%', md: '65%' }}
          bgImage={`url("${backdrop}")`}
          bgSize="cover"
          bgPos="center"
          opacity={0.55}
          // The artwork fades in from the left so it never sits under the headline.
          css={{ maskImage: 'linear-gradient(to right, transparent, black 45%)' }}
          data-testid="home-hero-backdrop"
        />
      ) : null}
      {/* The text always sits on dark: the photograph's light parts must not wash it out. */}
      <Box
        aria-hidden="true"
        position="absolute"
        inset="0"
        bgGradient="to-r"
        gradientFrom="gray.950"
        gradientVia="rgba(3, 7, 18, 0.7)"
        gradientTo="orange.900/30"
      />
      <Stack position="relative" gap={{ base: 4, md: 5 }} px={{ base: 5, md: 12 }} py={{ base: 10, md: 16 }} maxW="3xl">
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="xs" fontWeight="bold" color="orange.300">
          Welcome to Marquee
        </Text>
        <Heading id="home-hero-title" as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
          Discover your next favorite movie
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800" maxW="xl">
          Browse what is popular, trending and coming soon, explore the best rated films of all time, and keep track of what you love.
        </Text>
        <HStack gap="3" flexWrap="wrap" pt="2">
          <RouterButton to={paths.trending} colorPalette="orange" size={{ base: 'md', md: 'lg' }}>
            <TrendingIcon />
            Trending Now
          </RouterButton>
          <RouterButton to={paths.topRated} {...OUTLINE_ON_BACKDROP}>
            <StarIcon />
            Top Rated
          </RouterButton>
          <RouterButton to={paths.comingSoon} {...OUTLINE_ON_BACKDROP}>
            <CalendarIcon />
            Coming Soon
          </RouterButton>
        </HStack>
      </Stack>
    </Box>
  );
}
