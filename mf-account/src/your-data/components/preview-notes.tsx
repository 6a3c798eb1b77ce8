import { Alert, Text } from '@marquee/shared/ui';
import { hasHalfStar } from '../import/row-description';
import type { ExistingReviews, PlannedFilm } from '../import/plan-import';
import { writesAnything } from '../import/row-outcome';

const films = (count: number) => `${count} ${count === 1 ? 'film' : 'films'}`;

/** What the whole preview should say before its rows: half stars, and an export already imported. */
export function PreviewNotes({ planned, chosen, existing }: { planned: PlannedFilm[]; chosen: PlannedFilm[]; existing: ExistingReviews }) {
  const halves = planned.filter(hasHalfStar).length;
  const nothingNew = planned.length > 0 && chosen.every((row) => !writesAnything(row, existing));
  return (
    <>
      {nothingNew ? (
        <Alert.Root status="info" borderRadius="lg" data-testid="letterboxd-nothing-new">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Nothing new to import</Alert.Title>
            <Alert.Description>Marquee already has every rating, review and watchlist film you chose from this export.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {halves > 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="letterboxd-half-stars">
          Marquee rates in whole stars, so Letterboxd’s half stars round up (3½★ becomes 4★, ½★ becomes 1★): {films(halves)} in this export{' '}
          {halves === 1 ? 'has' : 'have'} a half star.
        </Text>
      ) : null}
    </>
  );
}
