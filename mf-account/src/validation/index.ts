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
