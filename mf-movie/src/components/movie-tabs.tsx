/**
 * Overview, Cast & Crew and Reviews. Panels mount on first visit, so the reviews remote is
 * fetched only when someone opens its tab.
 */
import { useLocation } from 'react-router';
import { Tabs } from '@marquee/shared/controls';
import { Card } from '@marquee/shared/ui';
import type { MovieDetails } from '@marquee/shared/tmdb';
import { CastCrewTab } from './cast-crew-tab';
import { OverviewTab } from './overview-tab';
import { ReviewsTab } from './reviews-tab';

/** A link to one review (`#review-<id>`, as after signing in to like it) opens the Reviews tab. */
export function MovieTabs({ movie }: { movie: MovieDetails }) {
  const { hash } = useLocation();
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body p={{ base: 4, md: 5 }}>
        <Tabs.Root defaultValue={hash.startsWith('#review-') ? 'reviews' : 'overview'} variant="line" colorPalette="orange" lazyMount>
          <Tabs.List mb="5" overflowX="auto">
            <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
            <Tabs.Trigger value="cast">Cast &amp; Crew</Tabs.Trigger>
            <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview">
            <OverviewTab movie={movie} />
          </Tabs.Content>
          <Tabs.Content value="cast">
            <CastCrewTab movie={movie} />
          </Tabs.Content>
          <Tabs.Content value="reviews">
            <ReviewsTab movieId={movie.id} />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
