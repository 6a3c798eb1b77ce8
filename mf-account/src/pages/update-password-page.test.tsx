import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createFakeAuthStore, fakeSession, renderWithProviders } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import UpdatePasswordPage from './update-password-page';

let toast: MockInstance<(typeof toaster)['create']>;
beforeEach(() => {
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => vi.restoreAllMocks());

const PATH = '/auth/update-password';
const submitButton = () => screen.getByRole('button', { name: /update password|updating/i });

describe('UpdatePasswordPage', () => {
  it('without a session or tokens: says the link is invalid and goes to /auth/reset-password', async () => {
    const fake = createFakeAuthStore();
    renderWithProviders(<UpdatePasswordPage />, { authStore: fake.store, path: PATH });
    expect((await screen.findByTestId('landed')).textContent).toBe('/auth/reset-password');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'This password reset link is invalid or has expired.', type: 'error' }),
    );
  });

  it('waits for auth to load before deciding', async () => {
    const fake = createFakeAuthStore({ loading: true });
    renderWithProviders(<UpdatePasswordPage />, { authStore: fake.store, path: PATH });
    expect(screen.getByLabelText('Checking your reset link')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
    fake.store.setState({ loading: false, session: fakeSession(), user: fakeSession().user });
    expect(await screen.findByLabelText(/^new password/i)).toBeTruthy();
  });

  it('adopts access and refresh tokens from the query, then removes them from the address', async () => {
    const fake = createFakeAuthStore();
    const { router } = renderWithProviders(<UpdatePasswordPage />, {
      authStore: fake.store,
      path: PATH,
      entry: `${PATH}?access_token=a1&refresh_token=r1&type=recovery`,
    });
    expect(await screen.findByLabelText(/^new password/i)).toBeTruthy();
    expect(fake.actions.setRecoverySession).toHaveBeenCalledWith({ accessToken: 'a1', refreshToken: 'r1' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('treats tokens the server refuses as an invalid link', async () => {
    const fake = createFakeAuthStore();
    fake.actions.setRecoverySession.mockRejectedValueOnce(new Error('Invalid Refresh Token'));
    renderWithProviders(<UpdatePasswordPage />, {
      authStore: fake.store,
      path: PATH,
      entry: `${PATH}#access_token=a1&refresh_token=r1&type=recovery`,
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/auth/reset-password');
  });

  it("validates, shows 'Updating...', then toasts 'Password updated' and goes to /auth/login even as the session ends", async () => {
    const fake = createFakeAuthStore({ session: fakeSession(), user: fakeSession().user });
    let finish: () => void = () => undefined;
    fake.actions.updatePassword.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            fake.store.setState({ session: null, user: null });
            resolve();
          };
        }),
    );
    renderWithProviders(<UpdatePasswordPage />, { authStore: fake.store, path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await user.type(screen.getByLabelText(/^new password/i), 'newpass1');
    expect(screen.queryByText('Password is required')).toBeNull();
    await user.type(screen.getByLabelText(/confirm new password/i), 'newpass2');
    await user.click(submitButton());
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText(/confirm new password/i));
    await user.type(screen.getByLabelText(/confirm new password/i), 'newpass1');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Updating...'));
    expect(fake.actions.updatePassword).toHaveBeenCalledWith('newpass1');
    finish();
    expect((await screen.findByTestId('landed')).textContent).toBe('/auth/login');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Password updated', type: 'success' }));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
  });

  it("toasts 'An error occurred while updating your password.' on failure", async () => {
    const fake = createFakeAuthStore({ session: fakeSession(), user: fakeSession().user });
    fake.actions.updatePassword.mockRejectedValueOnce({});
    renderWithProviders(<UpdatePasswordPage />, { authStore: fake.store, path: PATH });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^new password/i), 'newpass1');
    await user.type(screen.getByLabelText(/confirm new password/i), 'newpass1');
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'An error occurred while updating your password.', type: 'error' }),
      ),
    );
    expect(screen.queryByTestId('landed')).toBeNull();
  });
});
