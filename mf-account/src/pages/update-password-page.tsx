import { PageHeader } from '@marquee/shared/ui';

export default function UpdatePasswordPage() {
  return <PageHeader title="Update Password" subtitle="Choose a new password for your account." />;
}
