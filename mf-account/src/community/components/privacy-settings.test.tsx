import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestAccount, renderWithProviders } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import { storedProfile } from '../../profile/testing/render-profile-page';
import ProfilePage from '../../pages/profile-page';

const NO_RETRY = { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } };

async function openSettings() {
  const account = await createTestAccount();
  renderWithProviders(<ProfilePage />, { user: account.user, supabase: account.client, path: '/profile', queryClientConfig: NO_RETRY });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Settings' }));
  const card = (await screen.findByRole('heading', { name: 'Privacy Settings' })).closest('.chakra-card__root') as HTMLElement;
  return { account, user, card };
}

describe('PrivacySettings', () => {
  it('saves each switch at once; another user then sees the list, and spoilers stay private', async () => {
    const { account, user, card } = await openSettings();
    const other = await createTestAccount();
    await account.client.from('favorites').insert({ movie_id: 5, title: 'Five' });
    expect((await other.client.from('favorites').select('movie_id').eq('user_id', account.id)).data).toEqual([]);

    const favorites = within(card).getByRole('checkbox', { name: 'Show my favorites on my public profile' }) as HTMLInputElement;
    await user.click(favorites);
    await waitFor(async () => expect((await storedProfile(account)).favorites_public).toBe(true));
    expect(favorites.checked).toBe(true);
    expect((await other.client.from('favorites').select('movie_id').eq('user_id', account.id)).data).toEqual([{ movie_id: 5 }]);

    const spoilers = within(card).getByRole('checkbox', { name: 'Always show spoilers' }) as HTMLInputElement;
    await waitFor(() => expect(spoilers.disabled).toBe(false));
    await user.click(spoilers);
    await waitFor(async () =>
      expect((await account.client.from('user_preferences').select('always_show_spoilers').single()).data).toEqual({
        always_show_spoilers: true,
      }),
    );
    expect((await other.client.from('user_preferences').select('*').eq('user_id', account.id)).data).toEqual([]);
  });

  it('puts a switch back and says so when the save fails', async () => {
    const { account, user, card } = await openSettings();
    const toast = vi.spyOn(toaster, 'create');
    account.network.failNext('PATCH', /^\/rest\/v1\/profiles/);
    const watchlist = within(card).getByRole('checkbox', { name: 'Show my watchlist on my public profile' }) as HTMLInputElement;
    await user.click(watchlist);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Could not save the setting' })),
    );
    await waitFor(() => expect(watchlist.closest('label')?.getAttribute('data-state')).toBe('unchecked'));
    expect((await storedProfile(account)).watchlist_public).toBe(false);
    toast.mockRestore();
  });

  it('hides the diary from others when "Show my diary on my public profile" is switched off (on by default)', async () => {
    const { account, user, card } = await openSettings();
    const other = await createTestAccount();
    await account.client.from('diary_entries').insert({ tmdb_id: 5, title: 'Five', watched_on: '2024-01-02' });
    const seen = async () => (await other.client.from('diary_entries').select('tmdb_id').eq('user_id', account.id)).data;
    expect(await seen()).toEqual([{ tmdb_id: 5 }]);

    const diary = within(card).getByRole('checkbox', { name: 'Show my diary on my public profile' }) as HTMLInputElement;
    expect(diary.checked).toBe(true);
    await user.click(diary);
    await waitFor(async () => expect((await storedProfile(account)).diary_public).toBe(false));
    expect(diary.checked).toBe(false);
    expect(await seen()).toEqual([]);
  });
});
