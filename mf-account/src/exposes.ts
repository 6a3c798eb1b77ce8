/**
 * What this remote exposes, checked against the shared contract: changing a page's props in a
 * way the shell does not expect fails this file's type-check.
 */
import type { RemoteModules } from '@marquee/shared/federation';
import SignInPage from './pages/sign-in-page';
import SignUpPage from './pages/sign-up-page';
import ResetPasswordPage from './pages/reset-password-page';
import UpdatePasswordPage from './pages/update-password-page';
import ProfilePage from './pages/profile-page';
import FavoritesPage from './pages/favorites-page';
import WatchlistPage from './pages/watchlist-page';

export const exposed = {
  'mf_account/SignInPage': SignInPage,
  'mf_account/SignUpPage': SignUpPage,
  'mf_account/ResetPasswordPage': ResetPasswordPage,
  'mf_account/UpdatePasswordPage': UpdatePasswordPage,
  'mf_account/ProfilePage': ProfilePage,
  'mf_account/FavoritesPage': FavoritesPage,
  'mf_account/WatchlistPage': WatchlistPage,
} satisfies Partial<RemoteModules>;
