import { LibraryPage } from '../library/library-page';

export default function WatchlistPage() {
  return <LibraryPage kind="watchlist" />;
}
