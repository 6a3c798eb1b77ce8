import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, PageHeader, Stack } from '@marquee/shared/ui';
import ReviewDialog from '../components/review-dialog';
import ReviewList from '../components/review-list';
import { SAMPLE_MOVIE, demoMovieId } from '../lib/sample-movie';

/** Standalone mode only: the dialog and list as the movie page embeds them. */
export default function ReviewWidgetsDemoPage() {
  const movieId = demoMovieId(useParams().movieId);
  const [open, setOpen] = useState(false);
  const title = movieId === SAMPLE_MOVIE.id ? SAMPLE_MOVIE.title : `Movie #${movieId}`;
  return (
    <Stack gap="6">
      <PageHeader title={`Reviews of ${title}`} actions={<Button colorPalette="orange" onClick={() => setOpen(true)}>Write Review</Button>} />
      <ReviewList movieId={movieId} />
      <ReviewDialog movieId={movieId} movieTitle={title} open={open} onOpenChange={setOpen} />
    </Stack>
  );
}
