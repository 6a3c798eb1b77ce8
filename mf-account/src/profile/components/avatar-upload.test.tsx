import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import { imageFile, renderProfilePage, storedAvatarFiles, storedProfile } from '../testing/render-profile-page';

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

const uploads = () => account.network.requests.filter((request) => request.path.startsWith('/storage/v1/object/avatars/'));

async function setup() {
  const view = await renderProfilePage({ account });
  await screen.findByTestId('profile-username');
  return {
    ...view,
    input: screen.getByTestId('avatar-file-input') as HTMLInputElement,
    changeButton: screen.getByRole('button', { name: 'Change avatar' }),
  };
}

describe('avatar upload', () => {
  it('refuses a file that is not an image, without uploading', async () => {
    const { user, input } = await setup();
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Invalid file type', description: 'Please select an image file.', type: 'error' });
    expect(uploads()).toEqual([]);
  });

  it('refuses an image over 2 MB, without uploading', async () => {
    const { user, input } = await setup();
    await user.upload(input, imageFile('huge.png', 2 * 1024 * 1024 + 1));
    expect(toast).toHaveBeenCalledWith({ title: 'File too large', description: 'Please select an image smaller than 2MB.', type: 'error' });
    expect(uploads()).toEqual([]);
  });

  it('hints "Click or drop" with a mouse, and "Tap to choose" on a touch screen', async () => {
    const coarse = (matches: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) =>
          ({
            matches: matches && query === '(pointer: coarse)',
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
    coarse(true);
    const touch = await setup();
    expect(screen.getByText('Tap to choose an image (max 2 MB)')).toBeTruthy();
    expect(screen.queryByText(/click/i)).toBeNull();
    touch.unmount();
    vi.mocked(window.matchMedia).mockRestore();
    coarse(false);
    await setup();
    expect(screen.getByText('Click or drop an image (max 2 MB)')).toBeTruthy();
  });

  it('the avatar button opens the file picker', async () => {
    const { user, input, changeButton } = await setup();
    const click = vi.spyOn(input, 'click');
    await user.click(changeButton);
    expect(click).toHaveBeenCalled();
  });

  it('uploads a picked image with a spinner meanwhile, then refreshes the profile in place', async () => {
    const { user, input, changeButton } = await setup();
    account.network.hold();
    await user.upload(input, imageFile('me.jpg', 2048, 'image/jpeg'));
    await waitFor(() => expect(changeButton.getAttribute('aria-busy')).toBe('true'));
    expect((changeButton as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Uploading...').length).toBeGreaterThan(0);
    await waitFor(() => expect(uploads()[0]).toEqual({ method: 'POST', path: `/storage/v1/object/avatars/${account.id}/avatar.jpg` }));

    account.network.resume();
    await waitFor(() => expect(changeButton.getAttribute('aria-busy')).toBe('false'));
    const saved = await storedProfile(account);
    expect(saved.avatar_url).toMatch(new RegExp(`/storage/v1/object/public/avatars/${account.id}/avatar\\.jpg\\?v=\\d+$`));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Avatar updated', type: 'success' }));
    await waitFor(() => expect(screen.getByAltText(`${account.username}'s avatar`).getAttribute('src')).toBe(saved.avatar_url));
  });

  it('accepts a dropped image', async () => {
    const { changeButton } = await setup();
    const file = imageFile('dropped.webp', 512, 'image/webp');
    fireEvent.dragOver(changeButton, { dataTransfer: { files: [file] } });
    expect(screen.getByText('Drop to upload')).toBeTruthy();
    fireEvent.drop(changeButton, { dataTransfer: { files: [file] } });
    await waitFor(async () => expect(await storedAvatarFiles(account)).toEqual(['avatar.webp']));
  });

  it("toasts 'Upload failed' with the server's message, or the fallback", async () => {
    // A PNG whose bytes the storage service finds are not a PNG: its message is shown as it is.
    const { user, input } = await setup();
    await user.upload(input, new File([new Uint8Array(100)], 'odd.png', { type: 'image/png' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Upload failed', type: 'error' })));
    const first = toast.mock.calls.find(([options]) => options.title === 'Upload failed')?.[0];
    expect(first?.description).toMatch(/png/i);
    expect(await storedAvatarFiles(account)).toEqual([]);

    toast.mockClear();
    account.network.failNext('POST', /^\/storage\/v1\/object\/avatars\//, {
      status: 500,
      body: { statusCode: '500', error: '', message: '' },
    });
    await user.upload(input, imageFile());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Upload failed', description: 'Failed to upload avatar.', type: 'error' }),
    );
  });
});
