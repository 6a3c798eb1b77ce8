/**
 * "Marquee rating": the members' average with one decimal, how many rated, and a bar per star
 * (5 to 1) that assistive technology reads as "5 stars: 12 ratings".
 */
import { RATING_MAX } from '@marquee/shared/rating';
import type { RatingSummary as Summary } from '@marquee/shared/reviews';
import { Box, Card, HStack, Heading, Stack, StarIcon, Text } from '@marquee/shared/ui';

const plural = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;

export function RatingSummaryView({ summary }: { summary: Summary }) {
  const { count, average, histogram } = summary;
  const most = Math.max(1, ...histogram);
  return (
    <Card.Root as="section" variant="subtle" aria-labelledby="marquee-rating-heading" borderRadius="xl">
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 4, sm: 8 }} align={{ base: 'stretch', sm: 'center' }}>
          <Stack gap="1" minW="36">
            <Heading as="h3" size="sm" id="marquee-rating-heading" color="fg.muted">
              Marquee rating
            </Heading>
            {count === 0 || average === null ? (
              <Text fontSize="lg" fontWeight="semibold">
                No ratings yet
              </Text>
            ) : (
              <>
                <HStack gap="2" align="baseline">
                  <StarIcon color="yellow.500" fill="currentColor" boxSize="6" aria-hidden="true" />
                  <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid="marquee-rating-average">
                    {average.toFixed(1)}
                  </Text>
                  <Text color="fg.muted">/ {RATING_MAX}</Text>
                </HStack>
                <Text color="fg.muted" fontSize="sm" data-testid="marquee-rating-count">
                  {plural(count)}
                </Text>
              </>
            )}
          </Stack>
          <Stack as="ul" gap="1.5" flex="1" listStyleType="none" aria-label="Ratings by stars">
            {histogram.map((value, index) => {
              const stars = RATING_MAX - index;
              return (
                <HStack as="li" key={stars} gap="3" aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${plural(value)}`}>
                  <Text fontSize="sm" w="3" textAlign="end" aria-hidden="true">
                    {stars}
                  </Text>
                  <Box flex="1" h="2" bg="bg.emphasized" borderRadius="full" overflow="hidden" aria-hidden="true">
                    <Box h="full" bg="yellow.500" borderRadius="full" width={`${(value / most) * 100}%`} />
                  </Box>
                  <Text fontSize="sm" color="fg.muted" w="8" aria-hidden="true">
                    {value}
                  </Text>
                </HStack>
              );
            })}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
