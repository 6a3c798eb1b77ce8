import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRouteParams } from '@marquee/shared/routes';
import { routes } from '../routes';
import { formatYear } from '@marquee/shared/format';
import { MovieImage } from '@marquee/shared/movies';
import { useMovieDetails } from '@marquee/shared/tmdb';
import { Box, Button, Card, Flex, HStack, Heading, PageHeader, Skeleton, Stack, StarIcon, Text, chakra } from '@marquee/shared/ui';
import { ReviewForm } from '../components/review-form';
import { useDemoMovie } from '../lib/sample-movie';

const FEATURES = ['1-5 star rating', 'Rich text formatting', 'Spoiler toggle', '2000-character limit', 'Auto-save draft'];

/**
 * The review demo page (`/write-review/:movieId?`): open to guests, showing the editor for the
 * given movie, or for the sample movie (looked up by title and year) when none is given.
 */
export default function WriteReviewPage() {
  const { movieId, fallbackTitle, unavailable } = useDemoMovie(useRouteParams(routes.writeReview.path).movieId);
  const details = useMovieDetails(movieId ?? 0, { enabled: movieId !== undefined, full: false });
  const navigate = useNavigate();
  const [writing, setWriting] = useState(false);
  const title = details.data?.title ?? fallbackTitle;
  const resolving = movieId === undefined && !unavailable;

  return (
    <Box maxW="4xl" mx="auto">
      <PageHeader title="Write a Review" subtitle="Share what you thought: rate the movie and write as much or as little as you like." />
      <Stack gap="6">
        <Card.Root variant="outline" overflow="hidden">
          <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: 4, sm: 6 }} p={{ base: 4, md: 6 }}>
            <Box
              width={{ base: '32', sm: '36' }}
              flexShrink={0}
              borderRadius="md"
              overflow="hidden"
              alignSelf={{ base: 'center', sm: 'flex-start' }}
            >
              <MovieImage kind="poster" path={details.data?.poster_path} size="w342" alt={`${title} poster`} eager />
            </Box>
            <Stack gap="3" flex="1" minW="0">
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  Reviewing
                </Text>
                {resolving || (movieId !== undefined && details.isPending) ? (
                  <Skeleton height="8" width="60%" />
                ) : (
                  <Heading as="h2" size="xl" data-testid="review-movie-title">
                    {title}
                    {details.data?.release_date ? (
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {' '}
                        ({formatYear(details.data.release_date)})
                      </Text>
                    ) : null}
                  </Heading>
                )}
              </Stack>
              <Stack gap="2">
                <Text fontWeight="medium">What the review editor offers</Text>
                <chakra.ul
                  display="grid"
                  gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
                  gap="1.5"
                  listStyleType="none"
                  aria-label="Features"
                >
                  {FEATURES.map((feature) => (
                    <HStack as="li" key={feature} gap="2">
                      <StarIcon color="orange.fg" fill="currentColor" flexShrink={0} />
                      <Text>{feature}</Text>
                    </HStack>
                  ))}
                </chakra.ul>
              </Stack>
              {unavailable ? (
                <Text color="fg.muted">The sample movie cannot be found right now. Open a movie and choose Write Review there.</Text>
              ) : null}
              {writing || movieId === undefined ? null : (
                <Box>
                  <Button colorPalette="orange" size="lg" onClick={() => setWriting(true)}>
                    Write Review
                  </Button>
                </Box>
              )}
            </Stack>
          </Flex>
        </Card.Root>
        {writing && movieId !== undefined ? (
          <Card.Root variant="outline">
            <Card.Header>
              <Heading as="h2" size="lg">
                Your review of {title}
              </Heading>
            </Card.Header>
            <Card.Body>
              <ReviewForm movieId={movieId} movieTitle={title} onCancel={() => setWriting(false)} onSuccess={() => void navigate('/')} />
            </Card.Body>
          </Card.Root>
        ) : null}
      </Stack>
    </Box>
  );
}
