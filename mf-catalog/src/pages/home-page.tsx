import { PageHeader } from '@marquee/shared/ui';

export default function HomePage() {
  return <PageHeader title="Discover Movies" subtitle="Find your next favorite film among popular, trending, top rated and upcoming movies." />;
}
