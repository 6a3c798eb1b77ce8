import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestAccount, renderWithProviders, type TestAccount } from '@marquee/shared/testing';
import LogDialog from './log-dialog';

const MATRIX = { id: 603, title: 'The Matrix', poster_path: '/m.jpg', release_date: '1999-03-31' };

let account: TestAccount;

beforeEach(async () => {
  account = await createTestAccount();
});

const entries = async () =>
  (
    await account.client
      .from('diary_entries')
      .select('tmdb_id, title, release_date, rewatch, rating, liked, review_id')
      .eq('user_id', account.id)
      .order('created_at')
  ).data;

function renderLog(onOpenChange = vi.fn()) {
  renderWithProviders(<LogDialog movie={MATRIX} open onOpenChange={onOpenChange} />, { user: account.user, supabase: account.client });
  return onOpenChange;
}

describe('LogDialog', () => {
  it('logs a film with its date, stars and like; a second log of it ticks Rewatch by default', async () => {
    const closed = renderLog();
    const dialog = await screen.findByRole('dialog', { name: 'Log The Matrix' });
    const user = userEvent.setup();
    const rewatch = (await within(dialog).findByRole('checkbox', { name: 'Rewatch' })) as HTMLInputElement;
    expect(rewatch.checked).toBe(false);
    expect((within(dialog).getByLabelText('Watched on') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Like' }));
    expect(within(dialog).getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed).toHaveBeenCalledWith(false));
    expect(await entries()).toEqual([
      { tmdb_id: 603, title: 'The Matrix', release_date: '1999-03-31', rewatch: false, rating: 4, liked: true, review_id: null },
    ]);
    expect((await account.client.from('watched_films').select('tmdb_id').eq('user_id', account.id)).data).toEqual([{ tmdb_id: 603 }]);

    cleanup();
    renderLog();
    const again = await screen.findByRole('dialog', { name: 'Log The Matrix' });
    expect(((await within(again).findByRole('checkbox', { name: 'Rewatch' })) as HTMLInputElement).checked).toBe(true);
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await entries())?.map((e) => e.rewatch)).toEqual([false, true]));
  });

  it('refuses a date in the future or before 1870 with a clear message, and saves nothing', async () => {
    const closed = renderLog();
    const dialog = await screen.findByRole('dialog', { name: 'Log The Matrix' });
    const date = (await within(dialog).findByLabelText('Watched on')) as HTMLInputElement;
    const user = userEvent.setup();
    fireEvent.change(date, { target: { name: 'watchedOn', value: '2999-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The watch date cannot be in the future')).toBeTruthy();
    fireEvent.change(date, { target: { name: 'watchedOn', value: '1869-12-31' } });
    expect(await within(dialog).findByText('The watch date cannot be before 1870')).toBeTruthy();
    expect(closed).not.toHaveBeenCalled();
    expect(await entries()).toEqual([]);
  });

  it('says why when the server refuses (30 entries a day) and keeps what was typed', async () => {
    const day = '2024-06-01';
    const rows = Array.from({ length: 30 }, (_, i) => ({ tmdb_id: 1000 + i, title: `Film ${i}`, watched_on: day }));
    expect((await account.client.from('diary_entries').insert(rows)).error).toBeNull();
    renderLog();
    const dialog = await screen.findByRole('dialog', { name: 'Log The Matrix' });
    const date = (await within(dialog).findByLabelText('Watched on')) as HTMLInputElement;
    fireEvent.change(date, { target: { name: 'watchedOn', value: day } });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Your diary holds at most 30 films a day. Choose another date.')).toBeTruthy();
    expect(date.value).toBe(day);
  });
});
