import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it("prefers the error's own message", () => {
    expect(errorMessage(new Error('Invalid login credentials'), 'fallback')).toBe('Invalid login credentials');
    expect(errorMessage({ message: 'User already registered' }, 'fallback')).toBe('User already registered');
  });

  it.each([undefined, null, 'text', {}, { message: '' }, { message: '  ' }, { message: 3 }])('falls back for %j', (error) => {
    expect(errorMessage(error, 'An error occurred during sign in.')).toBe('An error occurred during sign in.');
  });
});
