/**
 * The frame of a page listing movies with infinite scroll (the catalog's listings, the
 * library's lists): its header above every state; then the first page's error with a retry,
 * or what an empty list suggests, or the list with, below it, the next page's sentinel and
 * status and, once the last page is in, where the list ends.
 */
import type { ReactNode } from 'react';
import { AlertIcon, Box, PageHeader, StatePanel, Text } from '@marquee/shared/ui';
import { LoadMoreStatus } from './load-more-status';
import { useLoadMoreOnScroll } from './use-load-more-on-scroll';

/** What the frame reads of an infinite query (TanStack Query's `useInfiniteQuery` result fits). */
export interface InfiniteListQuery {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export interface InfiniteListPageProps {
  title: string;
  subtitle: string;
  /** Beside the title once loaded, e.g. how many items the list holds. */
  headerActions?: ReactNode;
  query: InfiniteListQuery;
  /** Whether the loaded list holds nothing (read once the first page is in). */
  isEmpty: boolean;
  /** Said when the first page, or a next one, failed. */
  errorText: string;
  /** What an empty list shows instead of the list. */
  empty: { icon: ReactNode; title: string; description: string; action?: ReactNode };
  /** Said under the list when its last page is in. */
  endText?: string;
  /** The list itself, with its skeletons while `query.isPending` or `query.isFetchingNextPage`. */
  children: ReactNode;
}

export function InfiniteListPage({
  title,
  subtitle,
  headerActions,
  query,
  isEmpty,
  errorText,
  empty,
  endText,
  children,
}: InfiniteListPageProps) {
  const { isPending, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const sentinelRef = useLoadMoreOnScroll({
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage: () => fetchNextPage(),
    enabled: !isPending && !isFetchNextPageError,
  });

  let body: ReactNode;
  if (isError && !isFetchNextPageError) {
    body = (
      <StatePanel
        tone="error"
        icon={<AlertIcon />}
        title={errorText}
        description="Please try again later."
        action={{ label: 'Try Again', onClick: () => void refetch() }}
      />
    );
  } else if (!isPending && isEmpty) {
    body = <StatePanel icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />;
  } else {
    body = (
      <>
        {children}
        <LoadMoreStatus
          sentinelRef={sentinelRef}
          isFetchingNextPage={isFetchingNextPage}
          isFetchNextPageError={isFetchNextPageError}
          onRetry={() => void fetchNextPage()}
          errorText={errorText}
        />
        {endText && !isPending && !hasNextPage && !isFetchNextPageError ? (
          <Text textAlign="center" py="8" fontSize="sm" color="fg.muted">
            {endText}
          </Text>
        ) : null}
      </>
    );
  }

  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} actions={headerActions} />
      {body}
    </Box>
  );
}
