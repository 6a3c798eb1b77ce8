import * as yup from 'yup';
import { confirmPasswordSchema, emailSchema, passwordSchema, usernameSchema } from './field-schemas';

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
