/**
 * A user's library: the `favorites` and `watchlist` tables. Both have the same columns, and a
 * row copies what a list card shows so the list pages need no TMDb call per movie.
 */
import type { Tables } from '@marquee/shared/supabase';

export type LibraryKind = 'favorites' | 'watchlist';

export const LIBRARY_KINDS: readonly LibraryKind[] = ['favorites', 'watchlist'];

/** How the product names each list ("Add to Favorites", "Remove from Watchlist"). */
export const LIBRARY_LABELS: Record<LibraryKind, string> = {
  favorites: 'Favorites',
  watchlist: 'Watchlist',
};

/** A row of `favorites` or `watchlist` (same columns); `release_date` is a SQL date or null. */
export type LibraryRow = Tables<'favorites'>;

/** What the caller knows about a movie when adding it: TMDb's list or detail fields. */
export interface LibraryMovie {
  id: number;
  title: string;
  poster_path: string | null;
  /** TMDb's `YYYY-MM-DD`, or `''` when unknown. */
  release_date: string | null;
  vote_average: number | null;
}

/** Where a page ends: its last row's time and id (the order's tie-break). */
export interface LibraryCursor {
  createdAt: string;
  id: string;
}

/** One page of a list, newest first. */
export interface LibraryPage {
  rows: LibraryRow[];
  /** On the first page, the user's total in this list; on a later one, the rows from that page on. */
  total: number;
  /** The last row when more rows may follow. */
  nextCursor: LibraryCursor | null;
}
