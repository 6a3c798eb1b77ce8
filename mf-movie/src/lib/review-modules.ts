/**
 * The review components mf-reviews exposes, loaded through the federation runtime. Module-level
 * loaders keep one identity across renders, so RemoteBoundary does not load them again.
 */
import { loadRemoteModule } from '@marquee/shared/federation';

export const loadReviewDialog = () => loadRemoteModule('mf_reviews/ReviewDialog');
export const loadReviewList = () => loadRemoteModule('mf_reviews/ReviewList');
