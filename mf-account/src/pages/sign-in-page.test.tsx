import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createFakeAuthStore, renderWithProviders } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import SignInPage from './sign-in-page';

let toast: MockInstance<(typeof toaster)['create']>;
beforeEach(() => {
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => vi.restoreAllMocks());

function setup(entry: InitialEntry = '/auth/login') {
  const fake = createFakeAuthStore();
  const view = renderWithProviders(<SignInPage />, { authStore: fake.store, path: '/auth/login', entry });
  return { ...fake, ...view, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: /sign in|signing in/i });

describe('SignInPage', () => {
  it('has email, password, social buttons and links to the other auth pages', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(screen.getByLabelText(/email/i)).toBeTruthy();
    expect(screen.getByLabelText(/password/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: /google/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /github/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/auth/reset-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/auth/register');
  });

  it('shows the required messages on submit and clears a field error as the field changes', async () => {
    const { user, actions } = setup();
    await user.click(submitButton());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/email/i), 'f');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Invalid email address')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(actions.signIn).not.toHaveBeenCalled();
  });

  it('validates the e-mail format and the password length', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/email/i), 'not-an-email');
    await user.type(screen.getByLabelText(/password/i), '123');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it("disables the button with 'Signing in...', toasts 'Welcome back!' and goes home after 100 ms", async () => {
    const { user, actions } = setup();
    let finish: () => void = () => undefined;
    actions.signIn.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText(/email/i), ' fan@example.com ');
    await user.type(screen.getByLabelText(/password/i), 'secret1');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Signing in...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(actions.signIn).toHaveBeenCalledWith({ email: 'fan@example.com', password: 'secret1' });
    const started = Date.now();
    finish();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome back!', type: 'success' })));
    expect(screen.queryByTestId('landed')).toBeNull();
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
  });

  it('returns to the page the Protected guard remembered', async () => {
    const { user } = setup({ pathname: '/auth/login', state: { from: { pathname: '/profile', search: '?tab=settings', hash: '' } } });
    await user.type(screen.getByLabelText(/email/i), 'fan@example.com');
    await user.type(screen.getByLabelText(/password/i), 'secret1');
    await user.click(submitButton());
    expect((await screen.findByTestId('landed')).textContent).toBe('/profile?tab=settings');
  });

  it("toasts the server's message on failure, or the product's fallback", async () => {
    const { user, actions } = setup();
    actions.signIn.mockRejectedValueOnce(new Error('Invalid login credentials')).mockRejectedValueOnce({});
    await user.type(screen.getByLabelText(/email/i), 'fan@example.com');
    await user.type(screen.getByLabelText(/password/i), 'wrong-password');
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Sign in failed', description: 'Invalid login credentials', type: 'error' }),
      ),
    );
    await waitFor(() => expect(submitButton().textContent).toBe('Sign In'));
    await user.click(submitButton());
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'An error occurred during sign in.' })));
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it.each([
    ['Google', 'google'],
    ['GitHub', 'github'],
  ] as const)('starts %s sign-in, and toasts a failure', async (label, provider) => {
    const { user, actions } = setup();
    await user.click(screen.getByRole('button', { name: new RegExp(label, 'i') }));
    expect(actions.signInWithProvider).toHaveBeenCalledWith(provider);
    const other = createFakeAuthStore();
    other.actions.signInWithProvider.mockRejectedValueOnce({});
    const second = renderWithProviders(<SignInPage />, { authStore: other.store, path: '/auth/login' });
    const buttons = second.getAllByRole('button', { name: new RegExp(label, 'i') });
    await user.click(buttons[buttons.length - 1]!);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Social login failed', description: 'An error occurred during social login.', type: 'error' }),
      ),
    );
  });
});
