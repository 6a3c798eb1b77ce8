import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { resetPasswordSchema, signInSchema, signUpSchema, updatePasswordSchema } from './form-schemas';

/** Every failing field's first message, the way formik shows them. */
async function errorsOf(schema: AnyObjectSchema, values: Record<string, string>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

const validSignUp = { username: 'film_fan_7', email: 'fan@example.com', password: 'secret1', confirmPassword: 'secret1' };

describe('email', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['not-an-email', 'Invalid email address'],
    ['fan@', 'Invalid email address'],
    ['fan@localhost', 'Invalid email address'],
    ['fan @example.com', 'Invalid email address'],
  ])('%j → %s', async (email, message) => {
    expect(await errorsOf(resetPasswordSchema, { email })).toEqual({ email: message });
  });

  it('accepts an address, forgiving surrounding spaces', async () => {
    expect(await errorsOf(resetPasswordSchema, { email: 'fan.one+films@mail.example.co' })).toEqual({});
    expect(await errorsOf(resetPasswordSchema, { email: '  fan@example.com ' })).toEqual({});
  });
});

describe('password', () => {
  it.each([
    ['', 'Password is required'],
    ['12345', 'Password must be at least 6 characters'],
  ])('%j → %s', async (password, message) => {
    expect(await errorsOf(signInSchema, { email: 'fan@example.com', password })).toEqual({ password: message });
  });

  it('accepts six characters', async () => {
    expect(await errorsOf(signInSchema, { email: 'fan@example.com', password: '123456' })).toEqual({});
  });
});

describe('username', () => {
  it.each([
    ['', 'Username is required'],
    ['ab', 'Username must be at least 3 characters'],
    ['film fan', 'Username can only contain letters, numbers, and underscores'],
    ['film-fan', 'Username can only contain letters, numbers, and underscores'],
    ['fïlm', 'Username can only contain letters, numbers, and underscores'],
  ])('%j → %s', async (username, message) => {
    expect(await errorsOf(signUpSchema, { ...validSignUp, username })).toEqual({ username: message });
  });

  it('accepts letters, numbers and underscores', async () => {
    expect(await errorsOf(signUpSchema, { ...validSignUp, username: 'Abc_123' })).toEqual({});
  });
});

describe('confirmPassword', () => {
  it.each([
    ['', 'Please confirm your password'],
    ['secret2', 'Passwords do not match'],
  ])('%j → %s', async (confirmPassword, message) => {
    expect(await errorsOf(signUpSchema, { ...validSignUp, confirmPassword })).toEqual({ confirmPassword: message });
    expect(await errorsOf(updatePasswordSchema, { password: 'secret1', confirmPassword })).toEqual({ confirmPassword: message });
  });
});

describe('form schemas', () => {
  it('sign-in reports both fields at once', async () => {
    expect(await errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('sign-up reports every field at once', async () => {
    expect(await errorsOf(signUpSchema, { username: '', email: '', password: '', confirmPassword: '' })).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(await errorsOf(signUpSchema, validSignUp)).toEqual({});
  });

  it('update-password needs a new password and its confirmation', async () => {
    expect(await errorsOf(updatePasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(await errorsOf(updatePasswordSchema, { password: 'newpass', confirmPassword: 'newpass' })).toEqual({});
  });
});
