/**
 * The profile's Activity tab is mf-reviews' feed (the community's code has one owner), loaded
 * through the federation runtime. A module-level loader keeps one identity across renders, so
 * RemoteBoundary does not load it again.
 */
import { loadWidgetModule } from '@marquee/shared/federation';

export const loadActivityFeed = () => loadWidgetModule('mf_reviews/ActivityFeed');
