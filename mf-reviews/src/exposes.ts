/**
 * What this remote exposes, checked against the shared contract: changing a page's props in a
 * way the shell does not expect fails this file's type-check.
 */
import type { RemoteModules } from '@marquee/shared/federation';
import ReviewDialog from './components/review-dialog';
import ReviewList from './components/review-list';
import WriteReviewPage from './pages/write-review-page';

export const exposed = {
  'mf_reviews/WriteReviewPage': WriteReviewPage,
  'mf_reviews/ReviewDialog': ReviewDialog,
  'mf_reviews/ReviewList': ReviewList,
} satisfies Partial<RemoteModules>;
