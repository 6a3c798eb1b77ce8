import { PageHeader } from '@marquee/shared/ui';

export default function ProfilePage() {
  return <PageHeader title="Profile" />;
}
