import { PageHeader } from '@marquee/shared/ui';

export default function FavoritesPage() {
  return <PageHeader title="Favorites" subtitle="Movies you love." />;
}
