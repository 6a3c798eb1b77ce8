import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import { renderProfilePage, storedProfile } from '../testing/render-profile-page';

let account: TestAccount;
let toast: MockInstance<(typeof toaster)['create']>;
beforeEach(async () => {
  account = await createTestAccount();
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => {
  account.network.resume();
  vi.restoreAllMocks();
});

const usernameUpdates = () =>
  account.network.requests.filter((request) => request.method === 'PATCH' && request.path.startsWith('/rest/v1/profiles'));
const uniqueName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
const field = () => screen.getByLabelText('Username') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement;

async function startEditing() {
  const view = await renderProfilePage({ account });
  await view.user.click(await screen.findByRole('button', { name: 'Edit username' }));
  // The form's code arrives on the press.
  await screen.findByLabelText('Username');
  return view;
}

describe('username edit mode', () => {
  it('opens with the current name, and Cancel (or Escape) leaves it unchanged', async () => {
    const { user } = await startEditing();
    expect(field().value).toBe(account.username);
    await user.clear(field());
    await user.type(field(), 'something_else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('profile-username').textContent).toBe(account.username);

    await user.click(screen.getByRole('button', { name: 'Edit username' }));
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe(account.username);
    await user.type(field(), '{Escape}');
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(usernameUpdates()).toEqual([]);
  });

  it("saves the trimmed name with 'Saving...' meanwhile, then shows it and refreshes the auth profile", async () => {
    const name = uniqueName('new');
    const { user } = await startEditing();
    await user.clear(field());
    await user.type(field(), `  ${name}  `);
    account.network.hold();
    await user.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Saving...'));
    expect(saveButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    // supabase-js reads its session before it sends, so the request may leave a moment later.
    await waitFor(() => expect(usernameUpdates()[0]?.path).toBe(`/rest/v1/profiles?user_id=eq.${account.id}&select=*`));

    account.network.resume();
    await waitFor(() => expect(screen.getByTestId('profile-username').textContent).toBe(name));
    expect((await storedProfile(account)).username).toBe(name);
    // The name shows as soon as the saved profile is in the cache; the toast once the refreshed
    // queries are back too, a round trip later.
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Username updated', type: 'success' })));
  });

  it('ignores an empty name, and closes without a call when the name is unchanged', async () => {
    const { user } = await startEditing();
    await user.clear(field());
    await user.type(field(), '   ');
    expect(saveButton().disabled).toBe(true);
    await user.type(field(), '{Enter}');
    expect(field()).toBeTruthy();

    await user.clear(field());
    await user.type(field(), ` ${account.username} {Enter}`);
    expect(screen.getByTestId('profile-username').textContent).toBe(account.username);
    expect(usernameUpdates()).toEqual([]);
  });

  it('checks the name with the shared username rules before sending', async () => {
    const { user } = await startEditing();
    await user.clear(field());
    await user.type(field(), 'ab{Enter}');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    await user.type(field(), ' c!{Enter}');
    expect(await screen.findByText('Username can only contain letters, numbers, and underscores')).toBeTruthy();
    expect(usernameUpdates()).toEqual([]);
    await user.type(field(), 'x');
    expect(screen.queryByText('Username can only contain letters, numbers, and underscores')).toBeNull();
  });

  it('a taken name: says so, toasts, and keeps the typed text for correcting', async () => {
    const other = await createTestAccount();
    const { user } = await startEditing();
    await user.clear(field());
    await user.type(field(), `${other.username}{Enter}`);
    expect(await screen.findByText('That username is taken')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'Update failed', description: 'That username is taken', type: 'error' });
    expect(field().value).toBe(other.username);
    expect((await storedProfile(account)).username).toBe(account.username);
    expect(saveButton().disabled).toBe(false);
  });

  it("other failures toast the server's message or 'Failed to update username.'", async () => {
    const failure = (message: string) => ({ status: 403, body: { code: '42501', message, details: null, hint: null } });
    account.network.failNext('PATCH', /^\/rest\/v1\/profiles/, failure('permission denied'));
    const { user } = await startEditing();
    await user.clear(field());
    await user.type(field(), 'other_name{Enter}');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update failed', description: 'permission denied', type: 'error' }));
    account.network.failNext('PATCH', /^\/rest\/v1\/profiles/, failure(''));
    await user.click(saveButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Update failed', description: 'Failed to update username.', type: 'error' }),
    );
    expect(field().value).toBe('other_name');
  });
});
