import { ValidationError } from 'yup';
import { usernameSchema } from './field-schemas';

/** Why a username is not accepted (the same rules as the sign-up form's), or null when it is. */
export function usernameValidationMessage(username: string): string | null {
  try {
    usernameSchema.validateSync(username);
    return null;
  } catch (error) {
    return error instanceof ValidationError ? error.message : null;
  }
}
