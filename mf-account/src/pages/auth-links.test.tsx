// The guard's remembered location survives moving between the account pages.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuthStore, renderWithProviders } from '@marquee/shared/testing';
import { AUTH_PATHS } from '../lib/auth-paths';
import ResetPasswordPage from './reset-password-page';
import SignInPage from './sign-in-page';
import SignUpPage from './sign-up-page';

const from = { pathname: '/profile', search: '?tab=settings', hash: '' };

function renderAuthPages() {
  const fake = createFakeAuthStore();
  const view = renderWithProviders(<SignInPage />, {
    authStore: fake.store,
    path: AUTH_PATHS.signIn,
    entry: { pathname: AUTH_PATHS.signIn, state: { from } },
    routes: [
      { path: AUTH_PATHS.signUp, element: <SignUpPage /> },
      { path: AUTH_PATHS.resetPassword, element: <ResetPasswordPage /> },
    ],
  });
  return { ...fake, ...view, user: userEvent.setup() };
}

describe('links between the account pages', () => {
  it('keep where the guest was going: sign in → sign up → sign in after registering', async () => {
    const { router, user } = renderAuthPages();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(router.state.location.pathname).toBe(AUTH_PATHS.signUp);
    expect(router.state.location.state).toEqual({ from });

    await user.type(screen.getByLabelText('Username'), 'film_fan');
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.state).toEqual({ from });
  });

  it('keep it through the password reset page and back', async () => {
    const { router, user } = renderAuthPages();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe(AUTH_PATHS.resetPassword);
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(router.state.location.pathname).toBe(AUTH_PATHS.signIn);
    expect(router.state.location.state).toEqual({ from });
  });
});
