import { LibraryPage } from '../library/library-page';

export default function FavoritesPage() {
  return <LibraryPage kind="favorites" />;
}
