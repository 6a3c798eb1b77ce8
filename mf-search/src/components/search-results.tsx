/**
 * The results area: the count, the grid or list, infinite scroll (next page within 1000 px of
 * the bottom while page < total_pages), and the error, no-results and before-search states.
 */
import { groupDigits } from '@marquee/shared/format';
import { Button, HStack, Stack, Text, chakra } from '@marquee/shared/ui';
import { LoadMoreStatus, MovieGrid, MovieListCard, MovieListCardSkeleton, useLoadMoreOnScroll } from '@marquee/shared/movies';
import type { SearchResults as Results } from '../hooks/use-search-results';
import { EmptySearchState, NoResultsState, SearchErrorState } from './search-states';
import type { ViewMode } from './view-mode-toggle';

/** Spec section 9: the grid shows 20 skeletons while loading. */
export const LOADING_SKELETONS = 20;
const NEXT_PAGE_SKELETONS = 5;
/**
 * A title search refined by filters may match little per page; past this many pages the visitor
 * asks for more with a button rather than the page quietly walking through all of them.
 */
export const REFINED_AUTO_PAGES = 10;

export interface SearchResultsProps {
  results: Results;
  query: string;
  viewMode: ViewMode;
  onClearFilters: () => void;
  onPickGenre: (genreId: number) => void;
}

export function resultsSummary({ mode, totalResults, loadedCount, movies }: Results, query: string): string {
  if (mode === 'refined-search') return `${movies.length} of ${loadedCount} loaded matches for "${query}" fit your filters`;
  const count = groupDigits(totalResults);
  const noun = totalResults === 1 ? 'movie' : 'movies';
  return mode === 'search' ? `${count} ${noun} found for "${query}"` : `${count} ${noun} match your filters`;
}

export function SearchResults({ results, query, viewMode, onClearFilters, onPickGenre }: SearchResultsProps) {
  const { mode, movies, isPending, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage, pagesLoaded } = results;
  const autoLoad = mode !== 'refined-search' || pagesLoaded < REFINED_AUTO_PAGES;
  const sentinelRef = useLoadMoreOnScroll({
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    enabled: mode !== 'idle' && !isPending && !isFetchNextPageError && autoLoad,
  });

  if (mode === 'idle') return <EmptySearchState onPickGenre={onPickGenre} />;
  if (isError && !isFetchNextPageError) return <SearchErrorState onRetry={results.refetch} />;
  // A refined search with no match yet may still find some on later pages: keep looking.
  const stillLooking = mode === 'refined-search' && hasNextPage;
  if (!isPending && movies.length === 0 && !stillLooking) {
    return (
      <NoResultsState query={mode === 'refined-search' ? '' : query} onClearFilters={mode === 'search' ? undefined : onClearFilters} />
    );
  }

  const skeletons = isPending ? LOADING_SKELETONS : isFetchingNextPage ? NEXT_PAGE_SKELETONS : 0;
  return (
    <Stack gap="4">
      {viewMode === 'grid' ? (
        <MovieGrid label="Search results" movies={movies} skeletons={skeletons} eagerCount={10} titleAs="h2" />
      ) : (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="3" aria-label="Search results" aria-busy={skeletons > 0}>
          {movies.map((movie) => (
            <li key={movie.id}>
              <MovieListCard movie={movie} showDetails titleAs="h2" />
            </li>
          ))}
          {Array.from({ length: isPending ? LOADING_SKELETONS : Math.min(skeletons, 3) }, (_, index) => (
            <li key={`skeleton-${index}`}>
              <MovieListCardSkeleton />
            </li>
          ))}
        </chakra.ul>
      )}
      <LoadMoreStatus
        sentinelRef={sentinelRef}
        isFetchingNextPage={isFetchingNextPage}
        isFetchNextPageError={isFetchNextPageError}
        onRetry={fetchNextPage}
        errorText="Unable to load more movies."
        loadingText={stillLooking && movies.length === 0 ? 'Looking through more results...' : 'Loading more movies...'}
      />
      {!autoLoad && hasNextPage && !isFetchingNextPage ? (
        <HStack justify="center" py="4">
          <Button size="sm" variant="outline" onClick={fetchNextPage}>
            Look through more results
          </Button>
        </HStack>
      ) : null}
      {!isPending && !hasNextPage && movies.length > 0 ? (
        <Text textAlign="center" py="6" fontSize="sm" color="fg.muted">
          You&apos;ve reached the end of the results.
        </Text>
      ) : null}
    </Stack>
  );
}
