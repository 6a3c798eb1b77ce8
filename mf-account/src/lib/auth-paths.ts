import { paths } from '@marquee/shared/routes';

/** The account routes this remote links between (declared in ../routes.ts). */
export const AUTH_PATHS = {
  signIn: paths.signIn,
  signUp: paths.signUp,
  resetPassword: paths.resetPassword,
  updatePassword: paths.updatePassword,
} as const;

/** After sign-in the redirect happens after 100 ms, so the toast is seen first. */
export const SIGN_IN_REDIRECT_DELAY_MS = 100;
