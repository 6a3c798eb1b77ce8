/**
 * What this remote exposes, checked against the shared contract: changing a page's props in a
 * way the shell does not expect fails this file's type-check.
 */
import type { RemoteModules } from '@marquee/shared/federation';
import WriteReviewPage from './pages/write-review-page';

export const exposed = {
  'mf_reviews/WriteReviewPage': WriteReviewPage,
} satisfies Partial<RemoteModules>;
