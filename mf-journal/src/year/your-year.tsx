/**
 * The profile's diary numbers, exposed for the profile page's Overview (a section under its
 * "Your Stats", so its heading is a third-level one): "Your year" with "Films" (watched, all time)
 * and "This year", and films watched per month and the ratings given, as charts with their data as
 * text. The chart code loads only when the charts are drawn.
 */
import type { YourYearProps } from '@marquee/shared/federation';
import { SimpleGrid, Skeleton, Stack, StatePanel, Text, Heading } from '@marquee/shared/ui';
import { useJournalStats } from './api/journal-stats';
import { ChartFigure } from './chart-figure';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap="0" align="center" minW="20" data-testid={`journal-count-${label.toLowerCase().replace(' ', '-')}`}>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

export default function YourYear({ userId }: YourYearProps) {
  const year = new Date().getFullYear();
  const stats = useJournalStats(userId, year);
  if (stats.isPending) return <Skeleton height="64" borderRadius="2xl" role="status" aria-busy="true" aria-label="Loading your year" />;
  if (stats.isError)
    return (
      <StatePanel
        tone="error"
        title="Unable to load your year"
        description="Please try again in a moment."
        action={{ label: 'Try Again', onClick: () => void stats.refetch() }}
      />
    );
  const { films, this_year: thisYear, months, ratings } = stats.data;
  const monthRows = months.map((value, index) => ({ label: MONTHS[index]!.slice(0, 1), fullLabel: MONTHS[index]!, value }));
  const ratingRows = ratings.map((value, index) => ({
    label: `${index + 1}★`,
    fullLabel: `${index + 1} ${index === 0 ? 'star' : 'stars'}`,
    value,
  }));
  return (
    <Stack as="section" gap="4" aria-labelledby="your-year-heading">
      <Heading as="h3" size="md" id="your-year-heading">
        Your year
      </Heading>
      <Stack direction="row" gap="6">
        <Count label="Films" value={films} />
        <Count label="This year" value={thisYear} />
      </Stack>
      {thisYear === 0 && ratings.every((n) => n === 0) ? (
        <Text color="fg.muted">No films logged in {year} yet. Log a film from its page to see your year.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ChartFigure
            title={`Films watched per month, ${year}`}
            columns={['Month', 'Films']}
            rows={monthRows}
            seriesLabel="Films"
            color="orange.solid"
          />
          <ChartFigure
            title={`Ratings, ${year}`}
            columns={['Rating', 'Entries']}
            rows={ratingRows}
            seriesLabel="Entries"
            color="yellow.solid"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
