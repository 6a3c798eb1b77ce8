import { PageHeader } from '@marquee/shared/ui';

export default function TopRatedPage() {
  return <PageHeader title="Top Rated Movies" subtitle="The highest rated movies of all time." />;
}
