import { PageHeader } from '@marquee/shared/ui';

export default function ComingSoonPage() {
  return <PageHeader title="Coming Soon" subtitle="Upcoming releases to look forward to." />;
}
