import * as yup from 'yup';
import { USERNAME_TAKEN_MESSAGE } from '@marquee/shared/auth';
import { confirmPasswordSchema, emailSchema, passwordSchema, usernameSchema } from './field-schemas';
import { usernameValidationMessage } from './username-message';

export const signInSchema = yup.object({
  email: emailSchema,
  password: passwordSchema,
});

export const signUpSchema = yup.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
});

/**
 * The sign-up form's schema: a well-formed username must also be free (`isFree` asks the
 * backend), so a taken one is said before submitting, as the profile's rename says it.
 */
export function signUpSchemaWithAvailability(isFree: (username: string) => Promise<boolean>) {
  return signUpSchema.shape({
    username: usernameSchema.test('available', USERNAME_TAKEN_MESSAGE, async (value) =>
      !value || usernameValidationMessage(value) !== null ? true : isFree(value),
    ),
  });
}

export const resetPasswordSchema = yup.object({
  email: emailSchema,
});

export const updatePasswordSchema = yup.object({
  password: passwordSchema,
  confirmPassword: confirmPasswordSchema,
});

export type SignInValues = yup.InferType<typeof signInSchema>;
export type SignUpValues = yup.InferType<typeof signUpSchema>;
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
export type UpdatePasswordValues = yup.InferType<typeof updatePasswordSchema>;
