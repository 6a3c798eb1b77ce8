import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityFeedProps } from '@marquee/shared/federation';
import { createNetworkControl, createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { renderProfilePage, storedProfile } from '../profile/testing/render-profile-page';

// The Activity tab is mf-reviews' feed; here it is a stand-in that shows its props.
vi.mock('../profile/lib/activity-module', () => ({
  loadActivityFeed: async () =>
    function ActivityFeed({ userId }: ActivityFeedProps) {
      return <p data-testid="activity-feed">{`activity of ${userId}`}</p>;
    },
}));

let account: TestAccount;
beforeEach(async () => {
  account = await createTestAccount();
});

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

async function seedRows(table: 'reviews' | 'favorites' | 'watchlist', count: number) {
  const ids = Array.from({ length: count }, (_, index) => index + 1);
  const { error } =
    table === 'reviews'
      ? await account.client.from('reviews').insert(ids.map((movie_id) => ({ movie_id, rating: 3 })))
      : await account.client.from(table).insert(ids.map((movie_id) => ({ movie_id, title: `Movie ${movie_id}` })));
  if (error) throw new Error(error.message);
}

describe('ProfilePage', () => {
  it("says 'Profile not found' to a visitor who is not signed in, and asks the backend nothing", async () => {
    const network = createNetworkControl();
    await renderProfilePage({ account: null, guestNetwork: network });
    expect(screen.getByRole('heading', { name: 'Profile not found' })).toBeTruthy();
    expect(screen.getByText('Please sign in to view your profile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/login');
    expect(network.requests).toEqual([]);
  });

  it('shows the username, e-mail and join date of the signed-in user', async () => {
    const profile = await storedProfile(account);
    await renderProfilePage({ account });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect((await screen.findByTestId('profile-username')).textContent).toBe(account.username);
    expect(screen.getAllByText(account.email).length).toBeGreaterThan(0);
    expect(screen.getByText(`Joined ${longDate(profile.created_at)}`)).toBeTruthy();
    await waitFor(() =>
      expect(
        account.network.requests.some((request) => request.path.startsWith(`/rest/v1/profiles?select=*&user_id=eq.${account.id}`)),
      ).toBe(true),
    );
  });

  it('shows the fetched profile even before the auth store has one', async () => {
    await renderProfilePage({ account, profile: null });
    expect((await screen.findByTestId('profile-username')).textContent).toBe(account.username);
  });

  it('overview: counts of reviews, favorites and watchlist, each linking to its list (reviews: the public profile)', async () => {
    await seedRows('reviews', 4);
    await seedRows('favorites', 11);
    account.network.requests.length = 0;
    await renderProfilePage({ account });
    const value = (key: string) => within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value').textContent;
    await waitFor(() => expect(value('reviews')).toBe('4'));
    expect(value('favorites')).toBe('11');
    expect(value('watchlist')).toBe('0');
    expect(screen.getByTestId('stat-reviews').getAttribute('href')).toBe(`/u/${account.username}`);
    expect(screen.getByTestId('stat-favorites').getAttribute('href')).toBe('/favorites');
    expect(screen.getByTestId('stat-watchlist').getAttribute('href')).toBe('/watchlist');
    // Counted with HEAD requests: no rows travel.
    const counts = account.network.requests.filter((request) => request.method === 'HEAD').map((request) => request.path);
    expect(counts.sort()).toEqual(
      ['favorites', 'reviews', 'watchlist'].map((table) => `/rest/v1/${table}?select=id&user_id=eq.${account.id}`),
    );
  });

  it('overview: account information lists email, username and account created', async () => {
    const profile = await storedProfile(account);
    await renderProfilePage({ account });
    await screen.findByTestId('profile-username');
    const info = screen.getByRole('heading', { name: 'Account Information' }).parentElement as HTMLElement;
    const list = within(info);
    expect(list.getByText('Email').nextElementSibling?.textContent).toBe(account.email);
    expect(list.getByText('Username').nextElementSibling?.textContent).toBe(account.username);
    expect(list.getByText('Account created').nextElementSibling?.textContent).toBe(longDate(profile.created_at));
  });

  it("draws the overview's cards as one styled element each, over plain parts", async () => {
    await renderProfilePage({ account });
    await waitFor(() => expect(within(screen.getByTestId('stat-reviews')).getByTestId('stat-value').textContent).toBe('0'));
    // Each Chakra component computes and inserts its styles (an emotion `css-` class) on every render.
    const styledIn = (root: Element) =>
      [root, ...root.querySelectorAll('*')].filter((element) => [...element.classList].some((name) => name.startsWith('css-')));
    for (const stat of ['reviews', 'favorites', 'watchlist']) {
      const card = screen.getByTestId(`stat-${stat}`);
      expect(styledIn(card)).toEqual([card, card.querySelector('svg')]);
    }
    const heading = screen.getByRole('heading', { name: 'Account Information' });
    expect(styledIn(heading.parentElement!)).toEqual([heading.parentElement, heading]);
    const joined = screen.getByText(/^Joined /);
    const summaryFacts = joined.parentElement!.parentElement!;
    expect(styledIn(summaryFacts).every((element) => element.tagName.toLowerCase() === 'svg')).toBe(true);
  });

  it('says when the counts cannot be loaded, and retries', async () => {
    await seedRows('favorites', 2);
    account.network.failNext('HEAD', /^\/rest\/v1\/favorites/);
    const { user } = await renderProfilePage({ account });
    // The Your year slot (a remote these tests do not serve) says it is unavailable in an alert of its own.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringMatching('Your stats could not be loaded.'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(screen.getByTestId('stat-favorites')).getByTestId('stat-value').textContent).toBe('2'));
  });

  it('activity and settings tabs', async () => {
    const { user } = await renderProfilePage({ account });
    await screen.findByTestId('profile-username');
    expect(screen.getByRole('link', { name: 'View public profile' }).getAttribute('href')).toBe(`/u/${account.username}`);
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect((await screen.findByTestId('activity-feed')).textContent).toBe(`activity of ${account.id}`);

    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    // The Settings panel's code loads on the first visit to its tab.
    const email = await screen.findByRole('heading', { name: 'Email Notifications' }, { timeout: 5_000 });
    const card = email.closest('.chakra-card__root') as HTMLElement;
    expect(within(card).getByText('Coming Soon')).toBeTruthy();
    expect((within(card).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    const privacy = screen.getByRole('heading', { name: 'Privacy Settings' }).closest('.chakra-card__root') as HTMLElement;
    expect(within(privacy).queryByText('Coming Soon')).toBeNull();
    for (const label of ['Show my favorites on my public profile', 'Show my watchlist on my public profile', 'Always show spoilers']) {
      expect((within(privacy).getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(false);
    }
  });

  it('reports a failed profile read with a retry', async () => {
    account.network.failNext('GET', /^\/rest\/v1\/profiles/, {
      status: 500,
      body: { code: 'XX000', message: 'database is down', details: null, hint: null },
    });
    await renderProfilePage({ account, profile: null });
    expect((await screen.findByRole('alert')).textContent).toMatch('database is down');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
