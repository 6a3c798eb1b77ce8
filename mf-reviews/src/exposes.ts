/**
 * What this remote exposes, type-checked: its pages take no props (the shell renders them for the
 * routes in `routes.ts`), and its widgets have the props the widget contract names. The
 * build config's `exposes` must list exactly these (a test checks it).
 */
import type { ExposedPages, ExposedWidgets } from '@marquee/shared/federation';
import ReviewDialog from './components/review-dialog';
import ReviewList from './components/review-list';
import ActivityFeed from './community/components/activity-feed';
import PublicProfilePage from './pages/public-profile-page';
import ReviewTextEditor from './components/review-text-editor';
import WriteReviewPage from './pages/write-review-page';
import ActivityPage from './social/pages/activity-page';
import FollowListPage from './social/pages/follow-list-page';
import NotificationsPage from './social/pages/notifications-page';

export const pages = {
  WriteReviewPage,
  PublicProfilePage,
  FollowListPage,
  ActivityPage,
  NotificationsPage,
} satisfies ExposedPages;

/** Components other remotes embed, with the props the widget contract gives them. */
export const widgets = {
  ReviewDialog,
  ReviewList,
  ActivityFeed,
  ReviewTextEditor,
} satisfies ExposedWidgets<'mf_reviews'>;

export const exposed = { ...pages, ...widgets };
