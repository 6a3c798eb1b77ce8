/**
 * One kept movie: the shared list card with its Details button, and Remove beside it. The row
 * already holds what the card shows, so no TMDb call is made per movie.
 */
import { MovieListCard } from '@marquee/shared/movies';
import { LIBRARY_LABELS, toCardMovie, type LibraryKind, type LibraryRow } from '@marquee/shared/library';
import { Box, Button, CloseIcon } from '@marquee/shared/ui';

export function LibraryMovieCard({ kind, row, onRemove }: { kind: LibraryKind; row: LibraryRow; onRemove: (row: LibraryRow) => void }) {
  return (
    <Box position="relative">
      <MovieListCard movie={toCardMovie(row)} showDetails titleAs="h2" />
      {/* Sits on the card's action row, at its far end, away from Details. */}
      <Button
        position="absolute"
        right={{ base: 3, md: 4 }}
        bottom={{ base: 3, md: 4 }}
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Remove ${row.title} from ${LIBRARY_LABELS[kind]}`}
        onClick={() => onRemove(row)}
      >
        <CloseIcon />
        Remove
      </Button>
    </Box>
  );
}
