/**
 * A full listing page: title, subtitle, the grid, and infinite scroll (the next page loads when
 * the visitor is within 1000 px of the bottom and page < total_pages).
 */
import { useMemo } from 'react';
import { FilmIcon } from '@marquee/shared/ui';
import { InfiniteListPage, MovieGrid } from '@marquee/shared/movies';
import { flattenPages, useMovieListInfinite } from '@marquee/shared/tmdb';
import { LISTINGS, type ListingKind } from './listing-config';

/** One page of TMDb is 20 movies; a page's worth of skeletons keeps the layout still. */
const PAGE_SKELETONS = 20;
/** While the next page is on its way, a row's worth is enough to show something is coming. */
const NEXT_PAGE_SKELETONS = 5;

const EMPTY = { icon: <FilmIcon />, title: 'No movies to show right now.', description: 'Please check back later.' };

export function MovieListing({ kind }: { kind: ListingKind }) {
  const config = LISTINGS[kind];
  const query = useMovieListInfinite(kind);
  const { data, isPending, isFetchingNextPage } = query;
  const movies = useMemo(() => flattenPages(data), [data]);
  const firstPage = data?.pages[0];
  const today = firstPage && config.todayFrom ? config.todayFrom(firstPage) : undefined;

  return (
    <InfiniteListPage
      title={config.title}
      subtitle={config.subtitle}
      query={query}
      isEmpty={movies.length === 0}
      errorText={config.errorMessage}
      empty={EMPTY}
      endText="You've reached the end of the list."
    >
      <MovieGrid
        label={config.title}
        titleAs="h2"
        movies={movies}
        today={today}
        eagerCount={10}
        skeletons={isPending ? PAGE_SKELETONS : isFetchingNextPage ? NEXT_PAGE_SKELETONS : 0}
      />
    </InfiniteListPage>
  );
}
