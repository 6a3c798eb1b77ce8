// Standalone mode: this remote's pages with the shared providers, without the shell.
import { renderStandalone } from '@marquee/shared/app';
import SignInPage from './pages/sign-in-page';
import SignUpPage from './pages/sign-up-page';
import ResetPasswordPage from './pages/reset-password-page';
import UpdatePasswordPage from './pages/update-password-page';
import ProfilePage from './pages/profile-page';
import FavoritesPage from './pages/favorites-page';
import WatchlistPage from './pages/watchlist-page';

void renderStandalone({
  name: 'mf-account',
  routes: [
    { path: '/auth/login', label: 'Sign in', element: <SignInPage /> },
    { path: '/auth/register', label: 'Sign up', element: <SignUpPage /> },
    { path: '/auth/reset-password', label: 'Reset password', element: <ResetPasswordPage /> },
    { path: '/auth/update-password', label: 'Update password', element: <UpdatePasswordPage /> },
    { path: '/profile', label: 'Profile', element: <ProfilePage /> },
    { path: '/favorites', label: 'Favorites', element: <FavoritesPage /> },
    { path: '/watchlist', label: 'Watchlist', element: <WatchlistPage /> },
  ],
});
