/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';
import { configurationPrefetch, genresPrefetch } from '@marquee/shared/tmdb';
import { profileHeader } from './profile/lib/profile-header';

/**
 * What a member's list shows first besides its own rows: where images live and the genres' names
 * the cards show, asked by the shell's first script with the page's code, so the posters need no
 * round trip after the rows.
 */
const listCards = [configurationPrefetch, genresPrefetch];

export const routes = defineRoutes({
  signIn: { path: paths.signIn, module: 'SignInPage', title: 'Sign in', guard: 'guest-only', layout: 'auth' },
  signInShort: { path: paths.signInShort, module: 'SignInPage', title: 'Sign in', guard: 'guest-only', layout: 'auth' },
  signUp: { path: paths.signUp, module: 'SignUpPage', title: 'Sign up', guard: 'guest-only', layout: 'auth' },
  signUpShort: { path: paths.signUpShort, module: 'SignUpPage', title: 'Sign up', guard: 'guest-only', layout: 'auth' },
  resetPassword: { path: paths.resetPassword, module: 'ResetPasswordPage', title: 'Password reset', layout: 'auth' },
  // Not guest-only: the recovery link signs the visitor in before they choose a new password.
  updatePassword: { path: paths.updatePassword, module: 'UpdatePasswordPage', title: 'Password reset', layout: 'auth' },
  profile: {
    path: paths.profile,
    module: 'ProfilePage',
    title: 'Your profile',
    guard: 'protected',
    // The page opens with its header, printed by the shell's first paint word for word.
    frame: 'header',
    header: profileHeader,
  },
  favorites: { path: paths.favorites, module: 'FavoritesPage', title: 'Favorites', guard: 'protected', prefetch: listCards },
  watchlist: { path: paths.watchlist, module: 'WatchlistPage', title: 'Watchlist', guard: 'protected', prefetch: listCards },
});
