/**
 * What this remote exposes, type-checked: its pages take no props (the shell renders them for the
 * routes in `routes.ts`). The
 * build config's `exposes` must list exactly these (a test checks it).
 */
import type { ExposedPages } from '@marquee/shared/federation';
import SignInPage from './pages/sign-in-page';
import SignUpPage from './pages/sign-up-page';
import ResetPasswordPage from './pages/reset-password-page';
import UpdatePasswordPage from './pages/update-password-page';
import ProfilePage from './pages/profile-page';
import FavoritesPage from './pages/favorites-page';
import WatchlistPage from './pages/watchlist-page';

export const pages = {
  SignInPage,
  SignUpPage,
  ResetPasswordPage,
  UpdatePasswordPage,
  ProfilePage,
  FavoritesPage,
  WatchlistPage,
} satisfies ExposedPages;

export const exposed = { ...pages };
