// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_BASE, createFakeTmdb, makePage, renderWithProviders } from '@marquee/shared/testing';
import HomePage from './home-page';

/** Stands in for the movie page a card links to. */
const MOVIE_ROUTE = { path: '/movie/:id', element: <p>movie page</p> };

afterEach(cleanup);

describe('HomePage', () => {
  it('shows the hero buttons, the first 10 popular movies and the three blurbs', async () => {
    const { client, requests } = createFakeTmdb((body) =>
      body.path === '/movie/popular' ? { success: true, data: makePage(1, 5) } : undefined,
    );
    renderWithProviders(<HomePage />, { tmdb: client, routes: [MOVIE_ROUTE] });

    expect(screen.getByRole('link', { name: 'Trending Now' }).getAttribute('href')).toBe('/trending');
    expect(screen.getByRole('link', { name: 'Top Rated' }).getAttribute('href')).toBe('/top-rated');
    expect(screen.getByRole('link', { name: 'Coming Soon' }).getAttribute('href')).toBe('/coming-soon');
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/popular');
    // While loading: 10 skeleton cards.
    expect(screen.getAllByTestId('movie-card-skeleton')).toHaveLength(10);

    const grid = await screen.findByRole('list', { name: 'Popular Movies' });
    expect(await within(grid).findAllByTestId('movie-card')).toHaveLength(10);
    expect(within(grid).queryAllByTestId('movie-card-skeleton')).toHaveLength(0);
    expect(within(grid).getByText('Movie 1001')).toBeTruthy();
    expect(within(grid).queryByText('Movie 1011')).toBeNull();
    const poster = await within(grid).findByRole('img', { name: 'Movie 1001 poster' });
    expect(poster.getAttribute('src')).toBe(`${IMAGE_BASE}w342/poster-1001.svg`);

    for (const title of ['Discover Movies', 'Rate & Review', 'Track Favorites']) expect(screen.getByText(title)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/movie/popular')).toEqual([{ path: '/movie/popular', params: { page: 1 } }]);
  });

  it('shows the welcome panel with Explore Movies when popular movies fail to load', async () => {
    const { client } = createFakeTmdb(() => ({ success: false, error: 'TMDb server error. Please try again later.' }));
    renderWithProviders(<HomePage />, { tmdb: client, routes: [MOVIE_ROUTE] });
    const explore = await screen.findByRole('link', { name: 'Explore Movies' });
    expect(explore.getAttribute('href')).toBe('/trending');
    expect(screen.queryByRole('list', { name: 'Popular Movies' })).toBeNull();
    expect(screen.getByText('Track Favorites')).toBeTruthy();
  });

  it('opens /movie/{id} from a card', async () => {
    const { client } = createFakeTmdb((body) => (body.path === '/movie/popular' ? { success: true, data: makePage(1, 1) } : undefined));
    renderWithProviders(<HomePage />, { tmdb: client, routes: [MOVIE_ROUTE] });
    const [first] = await screen.findAllByTestId('movie-card');
    expect(first!.getAttribute('href')).toBe('/movie/1001');
    await userEvent.click(first!);
    expect(await screen.findByText('movie page')).toBeTruthy();
  });
});
