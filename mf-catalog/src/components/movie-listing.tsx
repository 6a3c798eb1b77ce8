/**
 * A full listing page: title, subtitle, the grid, and infinite scroll (the next page loads when
 * the visitor is within 1000 px of the bottom and page < total_pages).
 */
import { useMemo } from 'react';
import { Box, PageHeader, StatePanel, AlertIcon, FilmIcon, Text } from '@marquee/shared/ui';
import { LoadMoreStatus, MovieGrid, useLoadMoreOnScroll } from '@marquee/shared/movies';
import { flattenPages, useMovieListInfinite } from '@marquee/shared/tmdb';
import { LISTINGS, type ListingKind } from './listing-config';

/** One page of TMDb is 20 movies; a page's worth of skeletons keeps the layout still. */
const PAGE_SKELETONS = 20;
/** While the next page is on its way, a row's worth is enough to show something is coming. */
const NEXT_PAGE_SKELETONS = 5;

export function MovieListing({ kind }: { kind: ListingKind }) {
  const config = LISTINGS[kind];
  const { data, isPending, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useMovieListInfinite(kind);
  const movies = useMemo(() => flattenPages(data), [data]);
  const firstPage = data?.pages[0];
  const today = firstPage && config.todayFrom ? config.todayFrom(firstPage) : undefined;
  const sentinelRef = useLoadMoreOnScroll({
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage: () => fetchNextPage(),
    enabled: !isPending && !isFetchNextPageError,
  });

  const header = <PageHeader title={config.title} subtitle={config.subtitle} />;

  if (isError && !isFetchNextPageError) {
    return (
      <Box>
        {header}
        <StatePanel
          tone="error"
          icon={<AlertIcon />}
          title={config.errorMessage}
          description="Please try again later."
          action={{ label: 'Try Again', onClick: () => void refetch() }}
        />
      </Box>
    );
  }

  if (!isPending && movies.length === 0) {
    return (
      <Box>
        {header}
        <StatePanel icon={<FilmIcon />} title="No movies to show right now." description="Please check back later." />
      </Box>
    );
  }

  return (
    <Box>
      {header}
      <MovieGrid
        label={config.title}
        titleAs="h2"
        movies={movies}
        today={today}
        eagerCount={10}
        skeletons={isPending ? PAGE_SKELETONS : isFetchingNextPage ? NEXT_PAGE_SKELETONS : 0}
      />
      <LoadMoreStatus
        sentinelRef={sentinelRef}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onRetry={() => void fetchNextPage()}
        errorText={config.errorMessage}
      />
      {!isPending && !hasNextPage && !isFetchNextPageError ? (
        <Text textAlign="center" py="8" fontSize="sm" color="fg.muted">
          You&apos;ve reached the end of the list.
        </Text>
      ) : null}
    </Box>
  );
}
