/**
 * A page of the user's library (`/favorites`, `/watchlist`; the shell's guard signs visitors
 * in first): newest first, more as the visitor scrolls, Remove taking effect at once.
 */
import { Link as RouterLink } from 'react-router';
import { LoadMoreStatus, MovieListCardSkeleton, useLoadMoreOnScroll } from '@marquee/shared/movies';
import { useLibraryList, useToggleLibrary, type LibraryKind, type LibraryRow } from '@marquee/shared/library';
import { AlertIcon, BookmarkIcon, Box, Button, HeartIcon, PageHeader, SimpleGrid, StatePanel, Text } from '@marquee/shared/ui';
import { LIBRARY_COPY, movieCount } from './library-copy';
import { LibraryMovieCard } from './library-movie-card';

const SKELETONS = 4;

export function LibraryPage({ kind }: { kind: LibraryKind }) {
  const copy = LIBRARY_COPY[kind];
  const { rows, total, isPending, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useLibraryList(kind);
  const toggle = useToggleLibrary(kind);
  const sentinelRef = useLoadMoreOnScroll({
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage: () => fetchNextPage(),
    enabled: !isPending && !isFetchNextPageError,
  });

  const remove = (row: LibraryRow) =>
    toggle.mutate({
      movie: {
        id: row.movie_id,
        title: row.title,
        poster_path: row.poster_path,
        release_date: row.release_date,
        vote_average: row.vote_average,
      },
      add: false,
    });

  const header = (
    <PageHeader
      title={copy.title}
      subtitle={copy.subtitle}
      actions={
        !isPending && !isError && total > 0 ? (
          <Text color="fg.muted" fontSize="sm" data-testid="library-count">
            {movieCount(total)}
          </Text>
        ) : null
      }
    />
  );

  if (isError && !isFetchNextPageError) {
    return (
      <Box>
        {header}
        <StatePanel
          tone="error"
          icon={<AlertIcon />}
          title={copy.errorTitle}
          description="Please try again later."
          action={{ label: 'Try Again', onClick: () => void refetch() }}
        />
      </Box>
    );
  }

  if (!isPending && rows.length === 0) {
    return (
      <Box>
        {header}
        <StatePanel
          icon={kind === 'favorites' ? <HeartIcon /> : <BookmarkIcon />}
          title={copy.emptyTitle}
          description={copy.emptyDescription}
          action={
            <Button asChild colorPalette="orange">
              <RouterLink to="/">Discover Movies</RouterLink>
            </Button>
          }
        />
      </Box>
    );
  }

  return (
    <Box>
      {header}
      {/* Two columns on wide screens: a kept movie's card is short, one per row leaves it mostly empty. */}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="4" aria-label={copy.title} aria-busy={isPending}>
        {rows.map((row) => (
          <li key={row.movie_id}>
            <LibraryMovieCard kind={kind} row={row} onRemove={remove} />
          </li>
        ))}
        {isPending || isFetchingNextPage
          ? Array.from({ length: isPending ? SKELETONS : 2 }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <MovieListCardSkeleton />
              </li>
            ))
          : null}
      </SimpleGrid>
      <LoadMoreStatus
        sentinelRef={sentinelRef}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onRetry={() => void fetchNextPage()}
        errorText={copy.errorTitle}
      />
    </Box>
  );
}
