import { PageHeader } from '@marquee/shared/ui';

export default function MovieDetailPage() {
  return <PageHeader title="Movie details" />;
}
