/**
 * Optimistic edits of cached library data: a toggle shows at once on the movie page and in the
 * lists, before the server has answered, and is put back if it refuses.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { LibraryRowInput } from './library-api';
import type { LibraryCursor, LibraryPage, LibraryRow } from './types';

export type LibraryListData = InfiniteData<LibraryPage, LibraryCursor | null>;

/** The row the server will most likely create, shown until the list is fetched again. */
export function optimisticRow(input: LibraryRowInput, now: Date = new Date()): LibraryRow {
  return { ...input, id: `optimistic-${input.movie_id}`, created_at: now.toISOString() };
}

export function withRowAdded(data: LibraryListData | undefined, row: LibraryRow): LibraryListData | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.rows.some((existing) => existing.movie_id === row.movie_id))) return data;
  return {
    ...data,
    // Newest first: a new row leads the first page, and every page's total counts it.
    pages: data.pages.map((page, index) => ({
      ...page,
      rows: index === 0 ? [row, ...page.rows] : page.rows,
      total: page.total + 1,
    })),
  };
}

export function withMovieRemoved(data: LibraryListData | undefined, movieId: number): LibraryListData | undefined {
  if (!data) return data;
  if (!data.pages.some((page) => page.rows.some((row) => row.movie_id === movieId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      rows: page.rows.filter((row) => row.movie_id !== movieId),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/** Every loaded row in order (newest first), once each. */
export function libraryRowsOf(data: { pages: readonly LibraryPage[] } | undefined): LibraryRow[] {
  if (!data) return [];
  const seen = new Set<number>();
  const rows: LibraryRow[] = [];
  for (const page of data.pages) {
    for (const row of page.rows) {
      if (seen.has(row.movie_id)) continue;
      seen.add(row.movie_id);
      rows.push(row);
    }
  }
  return rows;
}
