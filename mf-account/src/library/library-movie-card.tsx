/**
 * One kept movie: the shared list card with its Details button, and Remove beside it. The row
 * already holds what the card shows, so no TMDb call is made per movie.
 */
import { MovieListCard, type MovieCardMovie } from '@marquee/shared/movies';
import { LIBRARY_LABELS, type LibraryKind, type LibraryRow } from '@marquee/shared/library';
import { Box, Button, CloseIcon, HStack } from '@marquee/shared/ui';
import { WatchedToggle } from '@marquee/shared/watched';

export function toCardMovie(row: LibraryRow): MovieCardMovie {
  return {
    id: row.movie_id,
    title: row.title,
    poster_path: row.poster_path,
    release_date: row.release_date ?? '',
    vote_average: row.vote_average ?? 0,
  };
}

export function LibraryMovieCard({ kind, row, onRemove }: { kind: LibraryKind; row: LibraryRow; onRemove: (row: LibraryRow) => void }) {
  return (
    <Box position="relative">
      <MovieListCard movie={toCardMovie(row)} showDetails titleAs="h2" />
      {/* Sits on the card's action row, at its far end, away from Details. */}
      <HStack position="absolute" right={{ base: 3, md: 4 }} bottom={{ base: 3, md: 4 }} gap="2">
        <WatchedToggle
          size="xs"
          movie={{ id: row.movie_id, title: row.title, poster_path: row.poster_path, release_date: row.release_date }}
        />
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Remove ${row.title} from ${LIBRARY_LABELS[kind]}`}
          onClick={() => onRemove(row)}
        >
          <CloseIcon />
          Remove
        </Button>
      </HStack>
    </Box>
  );
}
