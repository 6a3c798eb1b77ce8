/** A sign-up refused because another profile has the username (ignoring case). */

export const USERNAME_TAKEN_MESSAGE = 'That username is taken';

/** The error `signUp` throws for a taken username; `code` tells it apart wherever it is caught. */
export class UsernameTakenError extends Error {
  override readonly name = 'UsernameTakenError';
  readonly code = 'username_taken';
  constructor() {
    super(USERNAME_TAKEN_MESSAGE);
  }
}

export function isUsernameTakenError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'username_taken';
}
