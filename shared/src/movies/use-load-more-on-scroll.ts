/**
 * Infinite scroll by the product's rule: ask for the next page once the visitor is within 1000 px
 * of the bottom of the page and more pages exist. An IntersectionObserver on a sentinel after
 * the last card, with a 1000 px bottom margin, says exactly that without a scroll handler.
 */
import { useEffect, useRef } from 'react';

export const LOAD_MORE_DISTANCE_PX = 1000;

export interface LoadMoreOptions {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** Off while the first page loads or after an error, so a failure does not loop. */
  enabled?: boolean;
}

export function useLoadMoreOnScroll<T extends Element = HTMLDivElement>({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  enabled = true,
}: LoadMoreOptions) {
  const sentinelRef = useRef<T | null>(null);
  const latest = useRef(fetchNextPage);
  useEffect(() => {
    latest.current = fetchNextPage;
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !enabled || !hasNextPage || isFetchingNextPage) return undefined;
    if (typeof IntersectionObserver === 'undefined') return undefined;
    // A new observer after each page reports at once if the sentinel is still near the bottom,
    // so short pages on tall screens keep filling without the visitor scrolling.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_DISTANCE_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, hasNextPage, isFetchingNextPage]);

  return sentinelRef;
}
