import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createFakeProfileSupabase, type FakeProfileSupabase } from '../testing/fake-profile-supabase';
import { toaster } from '@marquee/shared/ui';
import { renderProfilePage } from '../testing/render-profile-page';

const current = vi.hoisted(() => ({ fake: null as unknown }));
vi.mock('@marquee/shared/supabase', () => ({ getSupabase: () => (current.fake as FakeProfileSupabase).client }));

let fake: FakeProfileSupabase;
let toast: MockInstance<(typeof toaster)['create']>;
beforeEach(() => {
  fake = createFakeProfileSupabase();
  current.fake = fake;
  toast = vi.spyOn(toaster, 'create');
});
afterEach(() => vi.restoreAllMocks());

const usernameUpdates = () => fake.queries.filter((q) => q.table === 'profiles' && q.action === 'update');
const field = () => screen.getByLabelText('Username') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement;

async function startEditing() {
  const view = renderProfilePage();
  await view.user.click(await screen.findByRole('button', { name: 'Edit username' }));
  return view;
}

describe('username edit mode', () => {
  it('opens with the current name, and Cancel (or Escape) leaves it unchanged', async () => {
    const { user } = await startEditing();
    expect(field().value).toBe('film_fan');
    await user.clear(field());
    await user.type(field(), 'something_else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('profile-username').textContent).toBe('film_fan');

    await user.click(screen.getByRole('button', { name: 'Edit username' }));
    expect(field().value).toBe('film_fan');
    await user.type(field(), '{Escape}');
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(usernameUpdates()).toEqual([]);
  });

  it("saves the trimmed name with 'Saving...' meanwhile, then shows it and refreshes the auth profile", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fake.answerTable('profiles', async (query) => {
      if (query.action === 'update') await gate;
      return { data: { ...fake.profile(), ...query.values } };
    });
    const { user, actions } = await startEditing();
    await user.clear(field());
    await user.type(field(), '  new_name  ');
    await user.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Saving...'));
    expect(saveButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(usernameUpdates()[0]).toMatchObject({ values: { username: 'new_name' }, filters: [['user_id', 'user-1']] });

    fake.setProfile({ ...fake.profile(), username: 'new_name' });
    release();
    expect((await screen.findByTestId('profile-username')).textContent).toBe('new_name');
    expect(actions.refreshProfile).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Username updated', type: 'success' }));
  });

  it('ignores an empty name, and closes without a call when the name is unchanged', async () => {
    const { user } = await startEditing();
    await user.clear(field());
    await user.type(field(), '   ');
    expect(saveButton().disabled).toBe(true);
    await user.type(field(), '{Enter}');
    expect(field()).toBeTruthy();

    await user.clear(field());
    await user.type(field(), ' film_fan {Enter}');
    expect(screen.getByTestId('profile-username').textContent).toBe('film_fan');
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
    fake.answerTable('profiles', (query) =>
      query.action === 'update' ? { error: { code: '23505', message: 'duplicate key value violates unique constraint' } } : { data: fake.profile() },
    );
    const { user, actions } = await startEditing();
    await user.clear(field());
    await user.type(field(), 'popular_name{Enter}');
    expect(await screen.findByText('That username is taken')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'Update failed', description: 'That username is taken', type: 'error' });
    expect(field().value).toBe('popular_name');
    expect(saveButton().disabled).toBe(false);
    expect(actions.refreshProfile).not.toHaveBeenCalled();
  });

  it("other failures toast the server's message or 'Failed to update username.'", async () => {
    let message = 'permission denied';
    fake.answerTable('profiles', (query) => (query.action === 'update' ? { error: { message } } : { data: fake.profile() }));
    const { user } = await startEditing();
    await user.clear(field());
    await user.type(field(), 'other_name{Enter}');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update failed', description: 'permission denied', type: 'error' }));
    message = '';
    await user.click(saveButton());
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Update failed', description: 'Failed to update username.', type: 'error' }));
    expect(field().value).toBe('other_name');
  });
});
