/** The Overview tab: the synopsis, or 'No overview available.', and the production companies. */
import { Badge, Box, Heading, HStack, Image, Stack, Text } from '@marquee/shared/ui';
import { logoUrl, useImageBaseUrl } from '@marquee/shared/format';
import type { MovieDetails } from '@marquee/shared/tmdb';

export function OverviewTab({ movie }: { movie: MovieDetails }) {
  const imageBase = useImageBaseUrl();
  const companies = movie.production_companies ?? [];
  return (
    <Stack gap="6">
      <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color={movie.overview ? 'fg' : 'fg.muted'}>
        {movie.overview || 'No overview available.'}
      </Text>
      {companies.length > 0 ? (
        <Box>
          <Heading as="h3" size="sm" mb="3">
            Production Companies
          </Heading>
          <HStack as="ul" listStyleType="none" gap="3" flexWrap="wrap">
            {companies.map((company) => (
              <Box as="li" key={company.id}>
                {company.logo_path && imageBase ? (
                  <Box bg="white" borderRadius="md" px="3" py="2" borderWidth="1px">
                    <Image src={logoUrl(company.logo_path, 'w92', imageBase)} alt={company.name} height="6" objectFit="contain" />
                  </Box>
                ) : (
                  <Badge variant="surface" size="lg" colorPalette="gray">
                    {company.name}
                  </Badge>
                )}
              </Box>
            ))}
          </HStack>
        </Box>
      ) : null}
    </Stack>
  );
}
