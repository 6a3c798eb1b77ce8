/**
 * What an infinitely scrolling list shows below its items: the sentinel that asks for the next
 * page, "Loading more movies..." while it comes, and a retry when it failed. One component so
 * every list (catalog, search, library) behaves and reads the same.
 */
import type { Ref } from 'react';
import { Box, Button, HStack, RefreshIcon, Spinner, Text } from '@marquee/shared/ui';

export interface LoadMoreStatusProps {
  /** The element `useLoadMoreOnScroll` watches. */
  sentinelRef: Ref<HTMLDivElement>;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  onRetry: () => void;
  /** Shown when the next page failed. */
  errorText: string;
  /** Shown while the next page loads. */
  loadingText?: string;
}

export function LoadMoreStatus({
  sentinelRef,
  isFetchingNextPage,
  isFetchNextPageError,
  onRetry,
  errorText,
  loadingText = 'Loading more movies...',
}: LoadMoreStatusProps) {
  return (
    <>
      <Box ref={sentinelRef} height="1px" data-testid="load-more-sentinel" />
      {isFetchNextPageError ? (
        <HStack role="alert" justify="center" gap="3" py="6">
          <Text color="fg.muted">{errorText}</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RefreshIcon />
            Try Again
          </Button>
        </HStack>
      ) : null}
      {isFetchingNextPage ? (
        <HStack justify="center" py="6" color="fg.muted" gap="2" role="status">
          <Spinner size="sm" />
          <Text fontSize="sm">{loadingText}</Text>
        </HStack>
      ) : null}
    </>
  );
}
