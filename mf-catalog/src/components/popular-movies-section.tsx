/** 'Popular Movies' on the home page: the first 10, with View All leading to the full list. */
import { Box, Heading, HStack, Text } from '@marquee/shared/ui';
import { MovieGrid } from '@marquee/shared/movies';
import type { Movie } from '@marquee/shared/tmdb';
import { RouterButton } from '@marquee/shared/links';
import { paths } from '@marquee/shared/routes';

export const HOME_POPULAR_COUNT = 10;

export function PopularMoviesSection({ movies, loading }: { movies: readonly Movie[]; loading: boolean }) {
  return (
    <Box as="section" aria-labelledby="popular-movies-title" mb={{ base: 10, md: 14 }}>
      <HStack justify="space-between" align="flex-end" mb={{ base: 4, md: 5 }} gap="4">
        <Box>
          <Heading id="popular-movies-title" as="h2" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            Popular Movies
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            What everyone is watching right now
          </Text>
        </Box>
        <RouterButton to={paths.popular} variant="ghost" colorPalette="orange" size="sm">
          View All <span aria-hidden="true">→</span>
        </RouterButton>
      </HStack>
      <MovieGrid
        label="Popular Movies"
        movies={movies.slice(0, HOME_POPULAR_COUNT)}
        skeletons={loading ? HOME_POPULAR_COUNT : 0}
        eagerCount={HOME_POPULAR_COUNT}
      />
    </Box>
  );
}
