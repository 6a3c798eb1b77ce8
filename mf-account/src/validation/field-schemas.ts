import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES as M } from './messages';

/**
 * Deliberately stricter than RFC 5322: it wants a dot in the domain, so `name@localhost` is
 * rejected the way the backend's sign-up would reject it later with a less helpful message.
 */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

// Surrounding spaces from pasting are forgiven, not reported; the form trims before sending.
export const emailSchema = yup.string().trim().required(M.emailRequired).matches(EMAIL_PATTERN, M.emailInvalid);

export const passwordSchema = yup.string().required(M.passwordRequired).min(PASSWORD_MIN_LENGTH, M.passwordTooShort);

export const usernameSchema = yup
  .string()
  .trim()
  .required(M.usernameRequired)
  .min(USERNAME_MIN_LENGTH, M.usernameTooShort)
  .matches(USERNAME_PATTERN, M.usernameInvalid);

/**
 * Must equal the sibling `password` field of the same object schema. A custom test rather
 * than `oneOf`, so an empty field reports only that it is required, not also a mismatch.
 */
export const confirmPasswordSchema = yup
  .string()
  .required(M.confirmPasswordRequired)
  .test('matches-password', M.passwordsDoNotMatch, function matchesPassword(value) {
    return !value || value === (this.parent as { password?: unknown }).password;
  });
