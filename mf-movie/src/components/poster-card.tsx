/** The poster card: the poster, the library toggles and Write Review (Edit Your Review once reviewed). */
import { useMemo, useState } from 'react';
import { Box, Button, Card, Stack, createIcon, preloadDialog } from '@marquee/shared/ui';
import { MovieImage } from '@marquee/shared/movies';
import type { MovieDetails } from '@marquee/shared/tmdb';
import { WatchedToggle } from '@marquee/shared/watched';
import { LibraryButtons } from './library-buttons';
import { LogButton } from './log-button';
import { loadReviewDialog } from '../lib/review-modules';
import { ReviewDialogSlot } from './review-dialog-slot';
import { WriteReviewLabel } from './write-review-label';

/** The review editor (mf-reviews) and the dialog code it opens in, fetched when Write Review is pointed at or focused. */
const preloadReviewEditor = () => {
  loadReviewDialog().catch(() => undefined);
  void preloadDialog();
};

const PenIcon = createIcon(['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'], 'PenIcon');

export function PosterCard({ movie }: { movie: MovieDetails }) {
  const [reviewOpen, setReviewOpen] = useState(false);
  const [reviewRequested, setReviewRequested] = useState(false);
  const libraryMovie = useMemo(
    () => ({
      id: movie.id,
      title: movie.title,
      poster_path: movie.poster_path,
      release_date: movie.release_date,
      vote_average: movie.vote_average,
    }),
    [movie.id, movie.title, movie.poster_path, movie.release_date, movie.vote_average],
  );
  const journalMovie = useMemo(
    () => ({ id: movie.id, title: movie.title, poster_path: movie.poster_path, release_date: movie.release_date || null }),
    [movie.id, movie.title, movie.poster_path, movie.release_date],
  );

  return (
    <Card.Root
      variant="elevated"
      borderRadius="2xl"
      overflow="hidden"
      flexDirection={{ base: 'row', md: 'column' }}
      data-testid="poster-card"
    >
      <Box flexShrink={0} width={{ base: '120px', sm: '160px', md: 'full' }}>
        <MovieImage kind="poster" path={movie.poster_path} size="w500" alt={`${movie.title} poster`} eager />
      </Box>
      <Card.Body p={{ base: 3, md: 4 }} gap="2" justifyContent="center" minW="0">
        <Stack gap="2">
          <LibraryButtons movie={libraryMovie} />
          <WatchedToggle movie={journalMovie} width="full" />
          <LogButton movie={journalMovie} />
          <Button
            width="full"
            colorPalette="orange"
            onClick={() => {
              setReviewRequested(true);
              setReviewOpen(true);
            }}
            onPointerEnter={preloadReviewEditor}
            onFocus={preloadReviewEditor}
          >
            <PenIcon />
            <WriteReviewLabel movieId={movie.id} />
          </Button>
        </Stack>
        {reviewRequested ? (
          <ReviewDialogSlot movieId={movie.id} movieTitle={movie.title} open={reviewOpen} onOpenChange={setReviewOpen} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
