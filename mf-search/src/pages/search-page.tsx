import { PageHeader } from '@marquee/shared/ui';

export default function SearchPage() {
  return <PageHeader title="Search Movies" />;
}
