/** The three things Marquee offers: Discover Movies, Rate & Review, Track Favorites. */
import type { ReactNode } from 'react';
import { Box, Card, HeartIcon, Heading, SearchIcon, SimpleGrid, StarIcon, Text } from '@marquee/shared/ui';

const BLURBS: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Discover Movies',
    text: 'Browse popular, trending, top rated and upcoming films, or search by title, genre, year and rating.',
    icon: <SearchIcon />,
  },
  {
    title: 'Rate & Review',
    text: 'Give films one to five stars and write reviews, with spoiler warnings for those who have not seen them yet.',
    icon: <StarIcon />,
  },
  {
    title: 'Track Favorites',
    text: 'Keep the films you love and a watchlist of the ones to see next, all in one place.',
    icon: <HeartIcon />,
  },
];

export function FeatureBlurbs() {
  return (
    <Box as="section" aria-label="What you can do">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: 4, md: 6 }}>
        {BLURBS.map((blurb) => (
          <Card.Root key={blurb.title} variant="subtle" borderRadius="xl">
            <Card.Body gap="3">
              <Box
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="11"
                borderRadius="lg"
                bg="brand.subtle"
                color="brand.fg"
                fontSize="xl"
              >
                {blurb.icon}
              </Box>
              <Heading as="h3" size="md">
                {blurb.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {blurb.text}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
