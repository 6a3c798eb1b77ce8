import { PageHeader } from '@marquee/shared/ui';

export default function SignUpPage() {
  return <PageHeader title="Create Account" subtitle="Join Marquee to rate, review and keep track of movies." />;
}
