export {
  resetPasswordSchema,
  signInSchema,
  signUpSchemaWithAvailability,
  updatePasswordSchema,
  type ResetPasswordValues,
  type SignInValues,
  type SignUpValues,
  type UpdatePasswordValues,
} from './form-schemas';
