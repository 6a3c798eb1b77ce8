import { PageHeader } from '@marquee/shared/ui';

export default function WatchlistPage() {
  return <PageHeader title="Watchlist" subtitle="Movies you want to watch." />;
}
