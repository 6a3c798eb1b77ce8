/**
 * The route table of spec section 2, mapped to the remotes as DESIGN.md assigns them. The shell
 * owns it; each entry names the exposed module that renders the page.
 */
import type { PageModuleId } from '@marquee/shared/federation';

export type Guard = 'none' | 'protected' | 'guest-only';
export type LayoutKind = 'main' | 'auth';

export interface RemoteRoute {
  path: string;
  module: PageModuleId;
  /** The user-facing name of the section, for the error panel. */
  section: string;
  guard: Guard;
  layout: LayoutKind;
}

const page = (path: string, module: PageModuleId, section: string, guard: Guard = 'none', layout: LayoutKind = 'main'): RemoteRoute => ({
  path,
  module,
  section,
  guard,
  layout,
});

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  page('/', 'mf_catalog/HomePage', 'Discover'),
  page('/popular', 'mf_catalog/PopularPage', 'Popular movies'),
  page('/trending', 'mf_catalog/TrendingPage', 'Trending'),
  page('/top-rated', 'mf_catalog/TopRatedPage', 'Top rated'),
  page('/coming-soon', 'mf_catalog/ComingSoonPage', 'Coming soon'),
  page('/search', 'mf_search/SearchPage', 'Search'),
  page('/movie/:id', 'mf_movie/MovieDetailPage', 'Movie details'),
  page('/profile', 'mf_account/ProfilePage', 'Your profile', 'protected'),
  page('/favorites', 'mf_account/FavoritesPage', 'Favorites', 'protected'),
  page('/watchlist', 'mf_account/WatchlistPage', 'Watchlist', 'protected'),
  page('/signin', 'mf_account/SignInPage', 'Sign in', 'guest-only', 'auth'),
  page('/auth/login', 'mf_account/SignInPage', 'Sign in', 'guest-only', 'auth'),
  page('/signup', 'mf_account/SignUpPage', 'Sign up', 'guest-only', 'auth'),
  page('/auth/register', 'mf_account/SignUpPage', 'Sign up', 'guest-only', 'auth'),
  page('/auth/reset-password', 'mf_account/ResetPasswordPage', 'Password reset', 'none', 'auth'),
  // Not guest-only: the recovery link signs the visitor in before they choose a new password.
  page('/auth/update-password', 'mf_account/UpdatePasswordPage', 'Password reset', 'none', 'auth'),
  page('/write-review/:movieId?', 'mf_reviews/WriteReviewPage', 'Reviews'),
];

/** Where the Protected guard sends visitors who are not signed in. */
export const SIGN_IN_PATH = '/auth/login';
