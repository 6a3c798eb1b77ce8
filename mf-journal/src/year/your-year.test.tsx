import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestAccount, renderWithProviders } from '@marquee/shared/testing';
import YourYear from './your-year';

describe('YourYear', () => {
  it('shows Films and This year, and each chart with its data as a table', async () => {
    const account = await createTestAccount();
    const year = new Date().getFullYear();
    const rows = [
      { tmdb_id: 1, title: 'One', watched_on: `${year}-01-10`, rating: 5, rewatch: false, liked: false },
      { tmdb_id: 2, title: 'Two', watched_on: `${year}-01-12`, rating: 4, rewatch: false, liked: false },
      { tmdb_id: 3, title: 'Three', watched_on: `${year - 2}-02-01`, rating: 4, rewatch: false, liked: false },
    ];
    expect((await account.client.from('diary_entries').insert(rows)).error).toBeNull();
    renderWithProviders(<YourYear userId={account.id} />, { user: account.user, supabase: account.client });

    expect(await screen.findByRole('heading', { name: 'Your year' })).toBeTruthy();
    expect(screen.getByTestId('journal-count-films').textContent).toBe('3Films');
    expect(screen.getByTestId('journal-count-this-year').textContent).toBe('2This year');
    const months = screen.getByRole('table', { name: `Films watched per month, ${year}` });
    expect(within(within(months).getByRole('row', { name: /January/ })).getByRole('cell').textContent).toBe('2');
    expect(within(within(months).getByRole('row', { name: /February/ })).getByRole('cell').textContent).toBe('0');
    const ratings = screen.getByRole('table', { name: `Ratings, ${year}` });
    expect(
      within(ratings)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', '1', '1']);
  });

  it('says there is nothing yet before the first film of the year', async () => {
    const account = await createTestAccount();
    renderWithProviders(<YourYear userId={account.id} />, { user: account.user, supabase: account.client });
    expect(await screen.findByText(/No films logged in \d{4} yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
