/** What every TMDb hook shares: caller options, and TMDb's paging rules for infinite queries. */
import type { InfiniteData } from '@tanstack/react-query';
import type { PagedResponse } from './types';

/** What a hook's caller may tune; key, function, cache times and retries belong to the call. */
export interface HookOptions {
  enabled?: boolean;
}

export type PagedData<T> = InfiniteData<PagedResponse<T>, unknown>;

/** TMDb pages are 1-based; another page exists while `page < total_pages`. */
export function nextPageParam(lastPage: PagedResponse<unknown>): number | undefined {
  return lastPage.page < lastPage.total_pages ? lastPage.page + 1 : undefined;
}

/** Every item of the loaded pages in order, without the duplicates TMDb sometimes repeats across pages. */
export function flattenPages<T extends { id: number }>(data: PagedData<T> | undefined): T[] {
  if (!data) return [];
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.results) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
