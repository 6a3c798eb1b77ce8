import { PageHeader } from '@marquee/shared/ui';

export default function WriteReviewPage() {
  return <PageHeader title="Write a Review" />;
}
