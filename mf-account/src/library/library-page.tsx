/**
 * A page of the user's library (`/favorites`, `/watchlist`; the shell's guard signs visitors
 * in first): newest first, more as the visitor scrolls, Remove taking effect at once.
 */
import { Link as RouterLink } from 'react-router';
import { InfiniteListPage, MovieListCardSkeleton } from '@marquee/shared/movies';
import { useLibraryList, useToggleLibrary, type LibraryKind, type LibraryRow } from '@marquee/shared/library';
import { BookmarkIcon, Button, HeartIcon, SimpleGrid, Text } from '@marquee/shared/ui';
import { LIBRARY_COPY, movieCount } from './library-copy';
import { LibraryMovieCard } from './library-movie-card';

const SKELETONS = 4;

export function LibraryPage({ kind }: { kind: LibraryKind }) {
  const copy = LIBRARY_COPY[kind];
  const query = useLibraryList(kind);
  const { rows, total, isPending, isError, isFetchingNextPage } = query;
  const toggle = useToggleLibrary(kind);

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

  return (
    <InfiniteListPage
      title={copy.title}
      subtitle={copy.subtitle}
      headerActions={
        !isPending && !isError && total > 0 ? (
          <Text color="fg.muted" fontSize="sm" data-testid="library-count">
            {movieCount(total)}
          </Text>
        ) : null
      }
      query={query}
      isEmpty={rows.length === 0}
      errorText={copy.errorTitle}
      empty={{
        icon: kind === 'favorites' ? <HeartIcon /> : <BookmarkIcon />,
        title: copy.emptyTitle,
        description: copy.emptyDescription,
        action: (
          <Button asChild colorPalette="orange">
            <RouterLink to="/">Discover Movies</RouterLink>
          </Button>
        ),
      }}
    >
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
    </InfiniteListPage>
  );
}
