/**
 * A row of movies to open next: the recommendations that came with the details, or, when there
 * are none, TMDb's similar movies. Nothing at all when neither has any.
 */
import { Box, Heading, HStack, Stack } from '@marquee/shared/ui';
import { MovieGridCard, MovieGridCardSkeleton } from '@marquee/shared/movies';
import { useSimilarMovies, type MovieDetails } from '@marquee/shared/tmdb';

export const RELATED_LIMIT = 10;

const CARD_WIDTH = { base: '140px', md: '170px' } as const;

export function RelatedMovies({ movie }: { movie: MovieDetails }) {
  const recommended = (movie.recommendations?.results ?? []).filter((item) => item.id !== movie.id);
  const similar = useSimilarMovies(movie.id, 1, { enabled: recommended.length === 0 });
  const useRecommendations = recommended.length > 0;
  const movies = (useRecommendations ? recommended : (similar.data?.results ?? []).filter((item) => item.id !== movie.id)).slice(
    0,
    RELATED_LIMIT,
  );
  const loading = !useRecommendations && similar.isPending && similar.fetchStatus !== 'idle';

  if (!loading && movies.length === 0) return null;
  const title = useRecommendations ? 'Recommendations' : 'Similar Movies';

  return (
    <Stack as="section" aria-labelledby="related-heading" gap="4" mt={{ base: 8, md: 10 }}>
      <Heading id="related-heading" as="h2" size={{ base: 'lg', md: 'xl' }}>
        {title}
      </Heading>
      {/* A row that scrolls sideways rather than a tall grid: it is a suggestion, not the page. */}
      <HStack
        as="ul"
        listStyleType="none"
        gap={{ base: 3, md: 4 }}
        overflowX="auto"
        pb="3"
        align="stretch"
        scrollSnapType="x mandatory"
        aria-label={title}
      >
        {loading
          ? Array.from({ length: 5 }, (_, index) => (
              <Box as="li" key={index} flexShrink={0} width={CARD_WIDTH}>
                <MovieGridCardSkeleton />
              </Box>
            ))
          : movies.map((item) => (
              <Box as="li" key={item.id} flexShrink={0} width={CARD_WIDTH} scrollSnapAlign="start">
                <MovieGridCard movie={item} />
              </Box>
            ))}
      </HStack>
    </Stack>
  );
}
