/** A remote's own dev server (the standalone harness): its root and unknown addresses. */
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { harnessRouteObjects, type StandaloneRoute } from './standalone-harness';

function openHarness(routes: StandaloneRoute[], address: string) {
  const router = createMemoryRouter(harnessRouteObjects('mf-test', routes), { initialEntries: [address] });
  render(
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>,
  );
  return router;
}

const searchPage: StandaloneRoute = { path: '/search', label: 'Search', element: <h1>Search page</h1> };
const moviePage: StandaloneRoute = { path: '/movie/:id', element: <h1>Movie page</h1> };

describe('the standalone harness', () => {
  it('answers / with the first route that opens without parameters', async () => {
    const router = openHarness([moviePage, searchPage], '/');
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/search');
  });

  it('opens a route whose parameters are all optional at its address without them', async () => {
    const router = openHarness([{ path: '/write-review/:movieId?', element: <h1>Write a review</h1> }], '/');
    expect(await screen.findByRole('heading', { name: 'Write a review' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/write-review');
  });

  it('lists the routes at / when every one needs parameters', async () => {
    openHarness([moviePage], '/');
    expect(await screen.findByRole('heading', { name: 'mf-test: its pages' })).toBeTruthy();
    expect(screen.getByText('/movie/:id')).toBeTruthy();
  });

  it('keeps a route declared at /', async () => {
    openHarness([{ path: '/', label: 'Home', element: <h1>Home page</h1> }, searchPage], '/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('shows the product’s not-found page at an unknown address', async () => {
    openHarness([searchPage], '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });
});
