import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marquee/shared/build/create-app-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The modules this remote exposes: `src/exposes.ts` type-checks them, `src/routes.ts` routes to its pages. */
export const exposes = {
  './SignInPage': './src/pages/sign-in-page.tsx',
  './SignUpPage': './src/pages/sign-up-page.tsx',
  './ResetPasswordPage': './src/pages/reset-password-page.tsx',
  './UpdatePasswordPage': './src/pages/update-password-page.tsx',
  './ProfilePage': './src/pages/profile-page.tsx',
  './FavoritesPage': './src/pages/favorites-page.tsx',
  './WatchlistPage': './src/pages/watchlist-page.tsx',
};

export default (_env, argv) => createAppConfig({ dir, exposes }, argv.mode ?? 'production');
