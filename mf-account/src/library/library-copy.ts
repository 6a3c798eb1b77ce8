/** What each list page says: its title, what it holds, and what an empty one suggests. */
import { groupDigits } from '@marquee/shared/format';
import type { LibraryKind } from '@marquee/shared/library';

export interface LibraryCopy {
  title: string;
  subtitle: string;
  emptyTitle: string;
  emptyDescription: string;
  errorTitle: string;
}

export const LIBRARY_COPY: Record<LibraryKind, LibraryCopy> = {
  favorites: {
    title: 'Favorites',
    subtitle: 'Movies you love.',
    emptyTitle: 'No favorites yet',
    emptyDescription: 'Press Add to Favorites on any movie page and it will be kept here.',
    errorTitle: 'Unable to load your favorites at the moment.',
  },
  watchlist: {
    title: 'Watchlist',
    subtitle: 'Movies you want to watch.',
    emptyTitle: 'Your watchlist is empty',
    emptyDescription: 'Press Add to Watchlist on any movie page to save it for later.',
    errorTitle: 'Unable to load your watchlist at the moment.',
  },
};

export function movieCount(total: number): string {
  return `${groupDigits(total)} ${total === 1 ? 'movie' : 'movies'}`;
}
