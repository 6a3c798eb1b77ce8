import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createFakeAuthStore, renderWithProviders } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import ResetPasswordPage from './reset-password-page';

let toast: MockInstance<(typeof toaster)['create']>;
beforeEach(() => {
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => vi.restoreAllMocks());

function setup() {
  const fake = createFakeAuthStore();
  const view = renderWithProviders(<ResetPasswordPage />, { authStore: fake.store, path: '/auth/reset-password' });
  return { ...fake, ...view, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: /send reset link|sending/i });

describe('ResetPasswordPage', () => {
  it('validates the e-mail and clears the error as it changes', async () => {
    const { user, actions } = setup();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth/login');
    await user.click(submitButton());
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/email/i), 'nope');
    expect(screen.queryByText('Email is required')).toBeNull();
    await user.click(submitButton());
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(actions.resetPassword).not.toHaveBeenCalled();
  });

  it("shows 'Sending...' while sending, then the 'Check your email' screen", async () => {
    const { user, actions } = setup();
    let finish: () => void = () => undefined;
    actions.resetPassword.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText(/email/i), 'fan@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Sending...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(actions.resetPassword).toHaveBeenCalledWith('fan@example.com', '/auth/update-password');
    finish();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('fan@example.com')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Reset email sent', type: 'success' }));
  });

  it("toasts 'An error occurred while sending reset email.' on failure and stays on the form", async () => {
    const { user, actions } = setup();
    actions.resetPassword.mockRejectedValueOnce(undefined);
    await user.type(screen.getByLabelText(/email/i), 'fan@example.com');
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'An error occurred while sending reset email.', type: 'error' }),
      ),
    );
    expect(screen.queryByText('Check your email')).toBeNull();
  });
});
