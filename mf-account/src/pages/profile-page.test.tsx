import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeProfileSupabase, fakeProfileRow, type FakeProfileSupabase } from '../profile/testing/fake-profile-supabase';
import { renderProfilePage } from '../profile/testing/render-profile-page';

const current = vi.hoisted(() => ({ fake: null as unknown }));
vi.mock('@marquee/shared/supabase', () => ({ getSupabase: () => (current.fake as FakeProfileSupabase).client }));

let fake: FakeProfileSupabase;
beforeEach(() => {
  fake = createFakeProfileSupabase();
  fake.setProfile(fakeProfileRow({ created_at: '2025-06-01T12:00:00Z' }));
  current.fake = fake;
});

describe('ProfilePage', () => {
  it("says 'Profile not found' to a visitor who is not signed in", () => {
    renderProfilePage({ signedIn: false });
    expect(screen.getByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    expect(screen.getByText('Please sign in to view your profile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/login');
    expect(fake.queries).toEqual([]);
  });

  it('shows the username, e-mail and join date of the signed-in user', async () => {
    renderProfilePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect((await screen.findByTestId('profile-username')).textContent).toBe('film_fan');
    expect(screen.getAllByText('fan@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('Joined June 1, 2025')).toBeTruthy();
    expect(fake.queries.some((q) => q.table === 'profiles' && q.action === 'select' && q.single)).toBe(true);
  });

  it('shows the fetched profile even before the auth store has one', async () => {
    fake.setProfile(fakeProfileRow({ username: 'from_server' }));
    renderProfilePage({ profile: null });
    expect((await screen.findByTestId('profile-username')).textContent).toBe('from_server');
  });

  it('overview: counts of reviews, favorites and watchlist; favorites and watchlist link to their pages', async () => {
    fake.answerTable('reviews', () => ({ count: 4 }));
    fake.answerTable('favorites', () => ({ count: 11 }));
    fake.answerTable('watchlist', () => ({ count: 0 }));
    renderProfilePage();
    const value = (key: string) => within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value').textContent;
    await waitFor(() => expect(value('reviews')).toBe('4'));
    expect(value('favorites')).toBe('11');
    expect(value('watchlist')).toBe('0');
    expect(screen.getByTestId('stat-favorites').getAttribute('href')).toBe('/favorites');
    expect(screen.getByTestId('stat-watchlist').getAttribute('href')).toBe('/watchlist');
    const counts = fake.queries.filter((q) => q.count);
    expect(counts.map((q) => [q.table, q.columns, q.count, q.filters])).toEqual(
      expect.arrayContaining([
        ['reviews', 'id', { count: 'exact', head: true }, [['user_id', 'user-1']]],
        ['favorites', 'id', { count: 'exact', head: true }, [['user_id', 'user-1']]],
        ['watchlist', 'id', { count: 'exact', head: true }, [['user_id', 'user-1']]],
      ]),
    );
  });

  it('overview: account information lists email, username and account created', async () => {
    renderProfilePage();
    await screen.findByTestId('profile-username');
    const info = screen.getByRole('heading', { name: 'Account Information' }).closest('.chakra-card__root') as HTMLElement;
    const list = within(info);
    expect(list.getByText('Email').nextElementSibling?.textContent).toBe('fan@example.com');
    expect(list.getByText('Username').nextElementSibling?.textContent).toBe('film_fan');
    expect(list.getByText('Account created').nextElementSibling?.textContent).toBe('June 1, 2025');
  });

  it('says when the counts cannot be loaded, and retries', async () => {
    let fail = true;
    fake.answerTable('favorites', () => (fail ? { error: { message: 'boom' } } : { count: 2 }));
    const { user } = renderProfilePage();
    expect((await screen.findByRole('alert')).textContent).toMatch('Your stats could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(screen.getByTestId('stat-favorites')).getByTestId('stat-value').textContent).toBe('2'));
  });

  it('activity and settings tabs', async () => {
    const { user } = renderProfilePage();
    await screen.findByTestId('profile-username');
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Activity tracking coming soon...')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const email = await screen.findByRole('heading', { name: 'Email Notifications' });
    const privacy = screen.getByRole('heading', { name: 'Privacy Settings' });
    for (const heading of [email, privacy]) {
      const card = heading.closest('.chakra-card__root') as HTMLElement;
      expect(within(card).getByText('Coming Soon')).toBeTruthy();
      expect((within(card).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    }
  });

  it('reports a failed profile read with a retry', async () => {
    fake.answerTable('profiles', () => ({ error: { message: 'database is down' } }));
    renderProfilePage({ profile: null });
    expect((await screen.findByRole('alert')).textContent).toMatch('database is down');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
