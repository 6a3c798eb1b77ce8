import { PageHeader } from '@marquee/shared/ui';

export default function SignInPage() {
  return <PageHeader title="Sign In" subtitle="Welcome back to Marquee." />;
}
