/**
 * The details card: genres, status, and budget and revenue only when the
 * data has them (above 0), in US dollars.
 */
import type { ReactNode } from 'react';
import { Badge, Card, Grid, Heading, HStack, Text } from '@marquee/shared/ui';
import { formatDate, formatMoney, formatRuntime } from '@marquee/shared/format';
import type { MovieDetails } from '@marquee/shared/tmdb';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium" m="0">
        {children}
      </Text>
    </>
  );
}

export function MovieFactsCard({ movie }: { movie: MovieDetails }) {
  return (
    <Card.Root variant="outline" borderRadius="xl" data-testid="movie-facts">
      <Card.Body gap="4" p={{ base: 4, md: 5 }}>
        <Heading as="h2" size="md">
          Details
        </Heading>
        {movie.genres.length > 0 ? (
          <HStack gap="2" flexWrap="wrap" aria-label="Genres">
            {movie.genres.map((genre) => (
              <Badge key={genre.id} colorPalette="orange" variant="subtle" size="md">
                {genre.name}
              </Badge>
            ))}
          </HStack>
        ) : null}
        <Grid as="dl" templateColumns={{ base: 'auto 1fr', sm: 'auto 1fr auto 1fr' }} columnGap="6" rowGap="2" alignItems="baseline">
          <Fact label="Status">{movie.status || 'Unknown'}</Fact>
          <Fact label="Release Date">{formatDate(movie.release_date)}</Fact>
          <Fact label="Runtime">{formatRuntime(movie.runtime)}</Fact>
          {movie.budget > 0 ? <Fact label="Budget">{formatMoney(movie.budget)}</Fact> : null}
          {movie.revenue > 0 ? <Fact label="Revenue">{formatMoney(movie.revenue)}</Fact> : null}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
