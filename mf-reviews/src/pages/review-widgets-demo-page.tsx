import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, PageHeader, Stack, StatePanel } from '@marquee/shared/ui';
import ReviewDialog from '../components/review-dialog';
import ReviewList from '../components/review-list';
import { useDemoMovie } from '../lib/sample-movie';

/** Standalone mode only: the dialog and list as the movie page embeds them. */
export default function ReviewWidgetsDemoPage() {
  const { movieId, fallbackTitle: title, unavailable } = useDemoMovie(useParams().movieId);
  const [open, setOpen] = useState(false);
  if (movieId === undefined) {
    return unavailable ? (
      <StatePanel title="Sample movie unavailable" description="Open /reviews/{movie id} to try the widgets with a movie." />
    ) : null;
  }
  return (
    <Stack gap="6">
      <PageHeader
        title={`Reviews of ${title}`}
        actions={
          <Button colorPalette="orange" onClick={() => setOpen(true)}>
            Write Review
          </Button>
        }
      />
      <ReviewList movieId={movieId} />
      <ReviewDialog movieId={movieId} movieTitle={title} open={open} onOpenChange={setOpen} />
    </Stack>
  );
}
