import { PageHeader } from '@marquee/shared/ui';

export default function PopularPage() {
  return <PageHeader title="Popular Movies" subtitle="The movies people are watching most right now." />;
}
