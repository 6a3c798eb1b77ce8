export { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES } from './messages';
export { EMAIL_PATTERN, USERNAME_PATTERN, confirmPasswordSchema, emailSchema, passwordSchema, usernameSchema } from './field-schemas';
export {
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
  type ResetPasswordValues,
  type SignInValues,
  type SignUpValues,
  type UpdatePasswordValues,
} from './form-schemas';
