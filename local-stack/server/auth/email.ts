/** GoTrue's e-mail checks: addresses are stored lower-cased, and must look like one. */
import { badRequest } from './errors.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email)) {
    throw badRequest('email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return email;
}
