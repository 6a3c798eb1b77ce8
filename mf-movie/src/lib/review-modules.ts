/**
 * The review components mf-reviews exposes, loaded through the federation runtime. Module-level
 * loaders keep one identity across renders, so RemoteBoundary does not load them again.
 */
import { loadWidgetModule } from '@marquee/shared/federation';

export const loadReviewDialog = () => loadWidgetModule('mf_reviews/ReviewDialog');
export const loadReviewList = () => loadWidgetModule('mf_reviews/ReviewList');
