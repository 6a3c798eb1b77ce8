/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';

/**
 * What a member's public lists show first besides their rows: where images live and the genres'
 * names the cards show, asked by the shell's first script with the page's code, so the posters
 * need no round trip after the rows.
 */
const listCards = [{ path: '/configuration' }, { path: '/genre/movie/list' }];

export const routes = defineRoutes({
  writeReview: { path: paths.writeReview, module: 'WriteReviewPage', title: 'Reviews' },
  publicProfile: { path: paths.publicProfile, module: 'PublicProfilePage', title: 'Member profile', prefetch: listCards },
  publicFollowers: { path: paths.publicFollowers, module: 'FollowListPage', title: 'Followers' },
  publicFollowing: { path: paths.publicFollowing, module: 'FollowListPage', title: 'Following' },
  activity: {
    path: paths.activity,
    module: 'ActivityPage',
    title: 'Activity',
    guard: 'protected',
    nav: { label: 'Activity', icon: 'user', order: 55 },
  },
  notifications: { path: paths.notifications, module: 'NotificationsPage', title: 'Notifications', guard: 'protected' },
});
