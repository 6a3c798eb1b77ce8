import { PageHeader } from '@marquee/shared/ui';

export default function ResetPasswordPage() {
  return <PageHeader title="Reset Password" subtitle="Enter your email and we'll send you a link to reset your password." />;
}
