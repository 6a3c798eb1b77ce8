/** What every TMDb hook shares: caller options, and TMDb's paging rules for infinite queries. */
import type { InfiniteData } from '@tanstack/react-query';
import type { TmdbClient, TmdbParams } from './tmdb-client';
import type { PagedResponse } from './types';

/** What a hook's caller may tune; key, function, cache times and retries belong to the call. */
export interface HookOptions {
  enabled?: boolean;
}

export type PagedData<T> = InfiniteData<PagedResponse<T>, unknown>;

/**
 * A query's initial data: the answer to its request if it is already at hand (the shell's early
 * start read it with the address, `TmdbClient.arrived`), else none and the query fetches. With
 * it, a page's first render shows its data: no skeleton first, and no second render, all at
 * once, when the data comes.
 */
export function arrivedData<T>(client: TmdbClient, path: string, params?: TmdbParams): () => T | undefined {
  return () => client.arrived?.<T>(path, params);
}

/** The same for an infinite query: its first page, if that answer is at hand. */
export function arrivedFirstPage<T>(
  client: TmdbClient,
  path: string,
  params: TmdbParams = {},
): () => InfiniteData<PagedResponse<T>, number> | undefined {
  return () => {
    const first = client.arrived?.<PagedResponse<T>>(path, { ...params, page: 1 });
    return first && { pages: [first], pageParams: [1] };
  };
}

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
