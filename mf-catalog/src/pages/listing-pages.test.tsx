// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlledIntersectionObserver, createFakeTmdb, makeMovie, makePage, renderWithProviders } from '@marquee/shared/testing';
import ComingSoonPage from './coming-soon-page';
import PopularPage from './popular-page';
import TopRatedPage from './top-rated-page';
import TrendingPage from './trending-page';

beforeEach(() => {
  ControlledIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ControlledIntersectionObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGES = [
  {
    name: 'Trending',
    Page: TrendingPage,
    path: '/trending/movie/week',
    title: 'Trending Movies',
    error: 'Unable to load trending movies at the moment.',
  },
  {
    name: 'Top Rated',
    Page: TopRatedPage,
    path: '/movie/top_rated',
    title: 'Top Rated Movies',
    error: 'Unable to load top rated movies at the moment.',
  },
  {
    name: 'Coming Soon',
    Page: ComingSoonPage,
    path: '/movie/upcoming',
    title: 'Coming Soon',
    error: 'Unable to load upcoming movies at the moment.',
  },
  {
    name: 'Popular',
    Page: PopularPage,
    path: '/movie/popular',
    title: 'Popular Movies',
    error: 'Unable to load popular movies at the moment.',
  },
] as const;

describe.each(PAGES)('$name page', ({ Page, path, title, error }) => {
  it('shows its title and 20 skeletons, then the first page', async () => {
    const { client } = createFakeTmdb((body) => (body.path === path ? { success: true, data: makePage(1, 3) } : undefined));
    renderWithProviders(<Page />, { tmdb: client });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByTestId('movie-card-skeleton')).toHaveLength(20);
    expect(await screen.findAllByTestId('movie-card')).toHaveLength(20);
  });

  it('loads the next page when the sentinel comes within 1000 px, and stops at total_pages', async () => {
    const { client, requests } = createFakeTmdb((body) =>
      body.path === path ? { success: true, data: makePage(Number(body.params.page), 2) } : undefined,
    );
    renderWithProviders(<Page />, { tmdb: client });
    await screen.findAllByTestId('movie-card');
    await waitFor(() => expect(ControlledIntersectionObserver.instances).toHaveLength(1));
    expect(ControlledIntersectionObserver.instances[0]!.options?.rootMargin).toBe('0px 0px 1000px 0px');

    act(() => ControlledIntersectionObserver.intersectAll());
    await waitFor(() => expect(screen.getAllByTestId('movie-card')).toHaveLength(40));
    expect(requests.filter((r) => r.path === path).map((r) => r.params.page)).toEqual([1, 2]);

    // Page 2 of 2: nothing more to observe or ask for.
    await screen.findByText("You've reached the end of the list.");
    expect(ControlledIntersectionObserver.instances).toHaveLength(0);
  });

  it(`says "${error}" when the list fails`, async () => {
    const { client } = createFakeTmdb(() => ({ success: false, error: 'TMDb server error. Please try again later.' }));
    renderWithProviders(<Page />, { tmdb: client });
    expect(await screen.findByText(error)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('Coming Soon badge', () => {
  it("measures future releases against the upcoming window's own today", async () => {
    const page = {
      ...makePage(1, 1, 0),
      results: [makeMovie(1, { release_date: '2010-09-01' })],
      dates: { minimum: '2010-08-20', maximum: '2010-12-31' },
    };
    const { client } = createFakeTmdb((body) => (body.path === '/movie/upcoming' ? { success: true, data: page } : undefined));
    renderWithProviders(<ComingSoonPage />, { tmdb: client });
    expect(await screen.findByText('Coming Soon', { selector: '.chakra-badge, span' })).toBeTruthy();
  });
});
