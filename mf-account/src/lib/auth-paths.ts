/** The account routes this remote links between (spec section 2; the shell's route table serves them). */
export const AUTH_PATHS = {
  signIn: '/auth/login',
  signUp: '/auth/register',
  resetPassword: '/auth/reset-password',
  updatePassword: '/auth/update-password',
} as const;

/** Spec section 4: after sign-in the redirect happens after 100 ms, so the toast is seen first. */
export const SIGN_IN_REDIRECT_DELAY_MS = 100;
