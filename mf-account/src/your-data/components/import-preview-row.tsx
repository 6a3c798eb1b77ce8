import { Badge, Stack, Text, chakra } from '@marquee/shared/ui';
import { describeRow } from '../import/row-description';
import type { ExistingReviews, PlannedFilm } from '../import/plan-import';
import { releaseYear } from '../match/title-match';
import { starsLabel } from '../parse/letterboxd-rating';

export const withYear = (title: string, year: number | null) => (year === null ? title : `${title} (${year})`);

/**
 * A table on wide screens; on a phone each row stacks its cells, each with its own label, so
 * nothing sits off-screen.
 */
export const PreviewTable = chakra('table', {
  base: { w: 'full', display: { base: 'block', md: 'table' }, minW: { md: '36rem' } },
});
export const PreviewHead = chakra('thead', { base: { display: { base: 'none', md: 'table-header-group' } } });
export const PreviewBody = chakra('tbody', { base: { display: { base: 'block', md: 'table-row-group' } } });
const Row = chakra('tr', {
  base: {
    display: { base: 'grid', md: 'table-row' },
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '3',
    px: { base: '3', md: '0' },
    py: { base: '2', md: '0' },
    borderTopWidth: { base: '1px', md: '0' },
    _first: { borderTopWidth: '0' },
  },
});
const Cell = chakra('td', {
  base: {
    display: { base: 'block', md: 'table-cell' },
    gridColumn: { base: '2', md: 'auto' },
    px: { base: '0', md: '3' },
    py: { base: '1', md: '2' },
    borderTopWidth: { base: '0', md: '1px' },
    verticalAlign: 'top',
    fontSize: 'sm',
    overflowWrap: 'anywhere',
  },
});
const CellLabel = chakra('span', {
  base: { display: { base: 'block', md: 'none' }, fontSize: 'xs', color: 'fg.muted', fontWeight: 'semibold', textTransform: 'uppercase' },
});
export const HeadCell = chakra('th', {
  base: { px: '3', py: '2', textAlign: 'start', fontSize: 'xs', color: 'fg.muted', fontWeight: 'semibold', textTransform: 'uppercase' },
});

interface ImportPreviewRowProps {
  planned: PlannedFilm;
  choice: ExistingReviews;
  ticked: boolean;
  onToggle: (key: string) => void;
}

/** One matched film: tick box, the Letterboxd row, the Marquee movie, and what it will become. */
export function ImportPreviewRow({ planned, choice, ticked, onToggle }: ImportPreviewRowProps) {
  const { film, movie } = planned;
  const { lines, notes, reviewedBefore } = describeRow(planned, choice);
  return (
    <Row>
      <Cell gridColumn={{ base: '1', md: 'auto' }} gridRow={{ base: '1 / span 3', md: 'auto' }}>
        <chakra.input
          type="checkbox"
          accentColor="orange.solid"
          boxSize="4"
          checked={ticked}
          onChange={() => onToggle(film.key)}
          aria-label={`Import ${withYear(film.name, film.year)}`}
        />
      </Cell>
      <Cell>
        <CellLabel>Letterboxd</CellLabel>
        {withYear(film.name, film.year)}
        {typeof film.letterboxdRating === 'number' ? (
          <Text as="span" color="fg.muted">
            {' · '}
            {starsLabel(film.letterboxdRating)}
          </Text>
        ) : null}
      </Cell>
      <Cell fontWeight="medium">
        <CellLabel>Marquee</CellLabel>
        {withYear(movie.title, releaseYear(movie.release_date))}
      </Cell>
      <Cell>
        <CellLabel>Imports</CellLabel>
        <Stack gap="1" align="flex-start">
          {lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          {reviewedBefore ? (
            <Badge colorPalette="orange" variant="subtle">
              You already reviewed this
            </Badge>
          ) : null}
          {notes.map((note) => (
            <Text key={note} fontSize="xs" color="fg.muted">
              {note}
            </Text>
          ))}
        </Stack>
      </Cell>
    </Row>
  );
}
