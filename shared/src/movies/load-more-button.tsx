/** "Load more" under a list paged by hand (reviews, activity): shown while there is a next page. */
import { Button } from '@marquee/shared/ui';

export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function LoadMoreButton({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      alignSelf="center"
      variant="outline"
      loading={query.isFetchingNextPage}
      loadingText="Loading..."
      onClick={() => void query.fetchNextPage()}
    >
      Load more
    </Button>
  );
}
