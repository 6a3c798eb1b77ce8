import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@marquee/shared/supabase';
import {
  anonTestClient,
  createFakeTmdb,
  createNetworkControl,
  createTestAccount,
  makeMovie,
  renderWithProviders,
  type TestAccount,
} from '@marquee/shared/testing';
import PublicProfilePage from './public-profile-page';

const NO_RETRY = { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } };
let nextMovieId = 700_000 + Math.floor(Math.random() * 50_000) * 10;
const freshMovieId = () => (nextMovieId += 1);

/** TMDb answers `/movie/{id}` with "Film {id}". */
const tmdb = createFakeTmdb((body) => {
  const match = /^\/movie\/(\d+)$/.exec(body.path);
  return match
    ? { success: true, data: makeMovie(Number(match[1]), { title: `Film ${match[1]}`, poster_path: `/p${match[1]}.jpg` }) }
    : undefined;
});

function renderProfile(username: string, visitor: TestAccount | null = null, guest: SupabaseClient = anonTestClient()) {
  return renderWithProviders(<PublicProfilePage />, {
    path: '/u/:username',
    entry: `/u/${username}`,
    user: visitor?.user ?? null,
    supabase: visitor?.client ?? guest,
    tmdb: tmdb.client,
    queryClientConfig: NO_RETRY,
  });
}

describe('PublicProfilePage', () => {
  it('shows the member, Joined Month Year, their review count and reviews newest first with the movie linked', async () => {
    const member = await createTestAccount();
    const [first, second] = [freshMovieId(), freshMovieId()];
    await member.client.from('reviews').insert({ movie_id: first, rating: 2 });
    await member.client.from('reviews').insert({ movie_id: second, rating: 5 });
    renderProfile(member.username);
    expect(await screen.findByRole('heading', { level: 1, name: member.username })).toBeTruthy();
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    expect(screen.getByText(`Joined ${month}`)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('public-count-reviews')).getByText('2')).toBeTruthy());
    // Lists are private by default: no counts, no favorites section.
    expect(screen.queryByTestId('public-count-favorites')).toBeNull();
    expect(screen.queryByTestId('public-count-watchlist')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Favorites' })).toBeNull();
    const reviews = await screen.findByRole('list', { name: 'Reviews' });
    await waitFor(() =>
      expect(
        within(reviews)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([`Film ${second}`, `Film ${first}`]),
    );
    expect(
      within(reviews)
        .getByRole('link', { name: `Film ${second}` })
        .getAttribute('href'),
    ).toBe(`/movie/${second}`);
    expect(
      within(reviews)
        .getAllByRole('img', { name: /^Rated/ })
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual(['Rated 5 out of 5', 'Rated 2 out of 5']);
  });

  it('shows favorites and list counts once the member makes them public', async () => {
    const member = await createTestAccount();
    await member.client.from('favorites').insert({ movie_id: freshMovieId(), title: 'Kept Film', poster_path: '/k.jpg' });
    await member.client.from('watchlist').insert({ movie_id: freshMovieId(), title: 'Later Film' });
    await member.client.from('profiles').update({ favorites_public: true, watchlist_public: true }).eq('user_id', member.id);
    const visitor = await createTestAccount();
    renderProfile(member.username, visitor);
    const favorites = await screen.findByRole('region', { name: 'Favorites' });
    expect(await within(favorites).findByText('Kept Film')).toBeTruthy();
    expect(within(screen.getByTestId('public-count-favorites')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('public-count-watchlist')).getByText('1')).toBeTruthy();
  });

  it('says User not found with a link home for an unknown username', async () => {
    renderProfile('nobody_by_this_name_42');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it("shows a public watchlist's films to a guest, another member and its owner, and a private one to none", async () => {
    const member = await createTestAccount();
    await member.client.from('watchlist').insert({ movie_id: freshMovieId(), title: 'Later Film', poster_path: '/l.jpg' });
    await member.client.from('watchlist').insert({ movie_id: freshMovieId(), title: 'Someday Film' });
    await member.client.from('profiles').update({ watchlist_public: true }).eq('user_id', member.id);
    const other = await createTestAccount();
    for (const visitor of [null, other, member]) {
      const view = renderProfile(member.username, visitor);
      const watchlist = await screen.findByRole('region', { name: 'Watchlist' });
      expect(await within(watchlist).findByText('Later Film')).toBeTruthy();
      expect(within(watchlist).getByText('Someday Film')).toBeTruthy();
      expect(
        within(watchlist)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(expect.arrayContaining([expect.stringMatching(/^\/movie\/\d+$/)]));
      expect(within(screen.getByTestId('public-count-watchlist')).getByText('2')).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Favorites' })).toBeNull();
      view.unmount();
    }

    await member.client.from('profiles').update({ watchlist_public: false }).eq('user_id', member.id);
    renderProfile(member.username, other);
    expect(await screen.findByRole('heading', { level: 1, name: member.username })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Watchlist' })).toBeNull();
    expect(screen.queryByText('Later Film')).toBeNull();
  });

  it('asks the backend once for the profile, its counts and the first page of each list (no chain of requests)', async () => {
    const member = await createTestAccount();
    await member.client.from('reviews').insert({ movie_id: freshMovieId(), rating: 4 });
    await member.client.from('favorites').insert({ movie_id: freshMovieId(), title: 'Kept Film' });
    await member.client.from('watchlist').insert({ movie_id: freshMovieId(), title: 'Later Film' });
    await member.client.from('profiles').update({ favorites_public: true, watchlist_public: true }).eq('user_id', member.id);
    const network = createNetworkControl();
    renderProfile(member.username, null, anonTestClient(network));
    expect(await within(await screen.findByRole('region', { name: 'Favorites' })).findByText('Kept Film')).toBeTruthy();
    expect(await within(await screen.findByRole('list', { name: 'Reviews' })).findAllByRole('img', { name: /^Rated 4/ })).toHaveLength(1);
    expect(within(screen.getByTestId('public-count-reviews')).getByText('1')).toBeTruthy();
    expect(network.requests.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual([
      'POST /rest/v1/rpc/public_profile_page',
    ]);
  });
});
