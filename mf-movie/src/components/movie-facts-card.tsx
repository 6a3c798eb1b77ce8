/**
 * The details card: genres, status, and budget and revenue only when the
 * data has them (above 0), in US dollars.
 */
import type { ReactNode } from 'react';
import { Badge, Heading, chakra } from '@marquee/shared/ui';
import { formatDate, formatMoney, formatRuntime } from '@marquee/shared/format';
import { OUTLINE_CARD } from '@marquee/shared/styles';
import type { MovieDetails } from '@marquee/shared/tmdb';

/**
 * Chakra's outline card as one styled element: the genres and the description list are plain
 * elements styled by its selectors, not a component (with its own styles to compute) per fact.
 */
const FactsCard = chakra('div', {
  base: {
    ...OUTLINE_CARD,
    gap: '4',
    borderRadius: 'xl',
    p: { base: '4', md: '5' },
    '& > [data-part=genres]': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '2' },
    '& > dl': {
      display: 'grid',
      gridTemplateColumns: { base: 'auto 1fr', sm: 'auto 1fr auto 1fr' },
      columnGap: '6',
      rowGap: '2',
      alignItems: 'baseline',
    },
    '& dt': { color: 'fg.muted', fontSize: 'sm' },
    '& dd': { fontSize: 'sm', fontWeight: 'medium', m: '0' },
  },
});

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function MovieFactsCard({ movie }: { movie: MovieDetails }) {
  return (
    <FactsCard data-testid="movie-facts">
      <Heading as="h2" size="md">
        Details
      </Heading>
      {movie.genres.length > 0 ? (
        <div data-part="genres" aria-label="Genres">
          {movie.genres.map((genre) => (
            <Badge key={genre.id} colorPalette="orange" variant="subtle" size="md">
              {genre.name}
            </Badge>
          ))}
        </div>
      ) : null}
      <dl>
        <Fact label="Status">{movie.status || 'Unknown'}</Fact>
        <Fact label="Release Date">{formatDate(movie.release_date)}</Fact>
        <Fact label="Runtime">{formatRuntime(movie.runtime)}</Fact>
        {movie.budget > 0 ? <Fact label="Budget">{formatMoney(movie.budget)}</Fact> : null}
        {movie.revenue > 0 ? <Fact label="Revenue">{formatMoney(movie.revenue)}</Fact> : null}
      </dl>
    </FactsCard>
  );
}
