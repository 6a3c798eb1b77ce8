import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { UsernameTakenError } from '@marquee/shared/auth';
import { createFakeAuthStore, fakeSession, renderWithProviders } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import SignUpPage from './sign-up-page';

let toast: MockInstance<(typeof toaster)['create']>;
beforeEach(() => {
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => vi.restoreAllMocks());

function setup() {
  const fake = createFakeAuthStore();
  const view = renderWithProviders(<SignUpPage />, { authStore: fake.store, path: '/auth/register' });
  return { ...fake, ...view, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: /create account|creating account/i });

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { username?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.username) await user.type(screen.getByLabelText(/username/i), values.username);
  if (values.email) await user.type(screen.getByLabelText(/email/i), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^password/i), values.password);
  if (values.confirm) await user.type(screen.getByLabelText(/confirm password/i), values.confirm);
}

describe('SignUpPage', () => {
  it('has username, email, password and confirmation fields and a link to sign in', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    for (const label of [/username/i, /email/i, /^password/i, /confirm password/i]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.getByRole('button', { name: /github/i })).toBeTruthy();
  });

  it('shows every required message, and clears one as its field changes', async () => {
    const { user, actions } = setup();
    await user.click(submitButton());
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await user.type(screen.getByLabelText(/username/i), 'a');
    expect(screen.queryByText('Username is required')).toBeNull();
    expect(screen.queryByText('Username must be at least 3 characters')).toBeNull();
    expect(actions.signUp).not.toHaveBeenCalled();
  });

  it('shows the format messages', async () => {
    const { user } = setup();
    await fill(user, { username: 'a b', email: 'x@y', password: '123', confirm: '456' });
    await user.click(submitButton());
    expect(await screen.findByText('Username can only contain letters, numbers, and underscores')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText(/username/i));
    await user.type(screen.getByLabelText(/username/i), 'ab');
    await user.click(submitButton());
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
  });

  it("disables the button with 'Creating account...'; waiting for a confirmation e-mail, toasts to check it and goes to /auth/login", async () => {
    const { user, actions } = setup();
    let finish: () => void = () => undefined;
    actions.signUp.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({ signedIn: false }))));
    await fill(user, { username: 'film_fan', email: 'fan@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Creating account...'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(actions.signUp).toHaveBeenCalledWith({ username: 'film_fan', email: 'fan@example.com', password: 'secret1' });
    finish();
    expect((await screen.findByTestId('landed')).textContent).toBe('/auth/login');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Account created successfully!',
        description: expect.stringMatching(/check your email/i),
        type: 'success',
      }),
    );
  });

  it("toasts the server's message (e.g. a registered e-mail), or the product's fallback", async () => {
    const { user, actions } = setup();
    actions.signUp.mockRejectedValueOnce(new Error('User already registered')).mockRejectedValueOnce(null);
    await fill(user, { username: 'film_fan', email: 'fan@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Registration failed', description: 'User already registered', type: 'error' }),
      ),
    );
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    await user.click(submitButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'An error occurred during registration.' })),
    );
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('signed in at once (a backend without confirmation e-mails): says so, promises no e-mail, and goes where the visitor was going', async () => {
    const fake = createFakeAuthStore();
    fake.actions.signUp.mockImplementationOnce(async () => {
      fake.store.setState({ session: fakeSession(), user: fakeSession().user });
      return { signedIn: true };
    });
    renderWithProviders(<SignUpPage />, {
      authStore: fake.store,
      path: '/auth/register',
      entry: { pathname: '/auth/register', state: { from: { pathname: '/movie/155', search: '', hash: '' } } },
    });
    const user = userEvent.setup();
    await fill(user, { username: 'film_fan', email: 'fan@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(submitButton());
    expect((await screen.findByTestId('landed')).textContent).toBe('/movie/155');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Account created successfully!', description: 'Welcome to Marquee, film_fan!', type: 'success' }),
    );
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ description: expect.stringMatching(/email/i) }));
  });

  it('says a taken username is taken before submitting, ignoring case, and never signs up with it', async () => {
    const { user, actions } = setup();
    actions.isUsernameAvailable.mockImplementation(async (name) => name.toLowerCase() !== 'cinephile_ana');
    await user.type(screen.getByLabelText(/username/i), 'Cinephile_Ana');
    await user.tab();
    expect(await screen.findByText('That username is taken')).toBeTruthy();
    expect(actions.isUsernameAvailable).toHaveBeenCalledWith('Cinephile_Ana');
    await fill(user, { email: 'ana@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(submitButton());
    expect(await screen.findByText('That username is taken')).toBeTruthy();
    expect(actions.signUp).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/username/i));
    await user.type(screen.getByLabelText(/username/i), 'cinephile_ana_2');
    await user.click(submitButton());
    await waitFor(() => expect(actions.signUp).toHaveBeenCalledWith(expect.objectContaining({ username: 'cinephile_ana_2' })));
    expect(screen.queryByText('That username is taken')).toBeNull();
  });

  it('a username taken between the check and the sign-up: the server refuses it, and the form says so on the field', async () => {
    const { user, actions } = setup();
    actions.signUp.mockRejectedValueOnce(new UsernameTakenError());
    await fill(user, { username: 'cinephile_ana', email: 'ana@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(submitButton());
    expect(await screen.findByText('That username is taken')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Registration failed', description: 'That username is taken', type: 'error' }),
    );
    expect(screen.queryByTestId('landed')).toBeNull();
    // Remembered: submitting the same name again is refused in the form.
    await user.click(submitButton());
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    expect(actions.signUp).toHaveBeenCalledTimes(1);
  });
});
