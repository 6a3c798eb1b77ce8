import { PageHeader } from '@marquee/shared/ui';

export default function TrendingPage() {
  return <PageHeader title="Trending Movies" subtitle="This week's most talked-about movies." />;
}
