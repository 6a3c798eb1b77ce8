import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createFakeProfileSupabase, type FakeProfileSupabase } from '../testing/fake-profile-supabase';
import { toaster } from '@marquee/shared/ui';
import { imageFile, renderProfilePage } from '../testing/render-profile-page';

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

async function setup() {
  const view = renderProfilePage();
  await screen.findByTestId('profile-username');
  return { ...view, input: screen.getByTestId('avatar-file-input') as HTMLInputElement, changeButton: screen.getByRole('button', { name: 'Change avatar' }) };
}

describe('avatar upload', () => {
  it('refuses a file that is not an image, without uploading', async () => {
    const { user, input } = await setup();
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Invalid file type', description: 'Please select an image file.', type: 'error' });
    expect(fake.uploads).toEqual([]);
  });

  it('refuses an image over 2 MB, without uploading', async () => {
    const { user, input } = await setup();
    await user.upload(input, imageFile('huge.png', 2 * 1024 * 1024 + 1));
    expect(toast).toHaveBeenCalledWith({ title: 'File too large', description: 'Please select an image smaller than 2MB.', type: 'error' });
    expect(fake.uploads).toEqual([]);
  });

  it('the avatar button opens the file picker', async () => {
    const { user, input, changeButton } = await setup();
    const click = vi.spyOn(input, 'click');
    await user.click(changeButton);
    expect(click).toHaveBeenCalled();
  });

  it('uploads a picked image with a spinner meanwhile, then refreshes the profile in place', async () => {
    let release: () => void = () => undefined;
    fake.answerUpload(() => new Promise((resolve) => (release = () => resolve({ error: null }))));
    const { user, input, changeButton, actions } = await setup();
    await user.upload(input, imageFile('me.jpg', 2048, 'image/jpeg'));
    await waitFor(() => expect(changeButton.getAttribute('aria-busy')).toBe('true'));
    expect((changeButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Uploading...').length).toBeGreaterThan(0);
    expect(fake.uploads[0]).toMatchObject({ bucket: 'avatars', path: 'user-1/avatar.jpg', options: { upsert: true } });

    release();
    await waitFor(() => expect(actions.refreshProfile).toHaveBeenCalled());
    await waitFor(() => expect(changeButton.getAttribute('aria-busy')).toBe('false'));
    expect(fake.profile().avatar_url).toMatch(/\/storage\/v1\/object\/public\/avatars\/user-1\/avatar\.jpg\?v=\d+$/);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Avatar updated', type: 'success' }));
    await waitFor(() => expect(screen.getByAltText("film_fan's avatar").getAttribute('src')).toBe(fake.profile().avatar_url));
  });

  it('accepts a dropped image', async () => {
    const { changeButton } = await setup();
    const file = imageFile('dropped.webp', 512, 'image/webp');
    fireEvent.dragOver(changeButton, { dataTransfer: { files: [file] } });
    expect(screen.getByText('Drop to upload')).toBeTruthy();
    fireEvent.drop(changeButton, { dataTransfer: { files: [file] } });
    await waitFor(() => expect(fake.uploads[0]?.path).toBe('user-1/avatar.webp'));
  });

  it("toasts 'Upload failed' with the server's message, or the fallback", async () => {
    // A PNG whose bytes the server finds are not a PNG: its message is shown as it is.
    fake.answerUpload(() => ({ error: { message: 'The file content does not match its type image/png' } }));
    const { user, input } = await setup();
    await user.upload(input, imageFile('odd.png', 100, 'image/png'));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Upload failed', description: 'The file content does not match its type image/png', type: 'error' }),
    );
    fake.answerUpload(() => ({ error: { message: '' } }));
    await user.upload(input, imageFile());
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Upload failed', description: 'Failed to upload avatar.', type: 'error' }));
  });
});
