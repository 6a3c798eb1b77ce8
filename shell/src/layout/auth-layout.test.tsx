/** The auth pages' frame: the same header as every page, menu button and navigation drawer included. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '@marquee/shared/auth';
import { createFakeAuthStore } from '@marquee/shared/testing';
import { ThemeProvider } from '@marquee/shared/theme';
import { UiProvider } from '@marquee/shared/ui';
import { NavItemsContext } from '../routes/nav-items-context';
import type { NavItem } from '../routes/route-table';
import { AuthLayout } from './auth-layout';

const ITEMS: NavItem[] = [
  { label: 'Discover', icon: 'home', order: 1, to: '/' },
  { label: 'Top Rated', icon: 'star', order: 3, to: '/top-rated' },
];

function renderAuthPage(at: string) {
  const router = createMemoryRouter(
    [
      { element: <AuthLayout />, children: [{ path: '/auth/login', element: <h1>Sign In</h1> }] },
      { path: '*', element: <p data-testid="landed">elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <UiProvider>
      <ThemeProvider>
        <AuthProvider store={createFakeAuthStore().store}>
          <NavItemsContext.Provider value={ITEMS}>
            <RouterProvider router={router} />
          </NavItemsContext.Provider>
        </AuthProvider>
      </ThemeProvider>
    </UiProvider>,
  );
  return router;
}

describe('AuthLayout', () => {
  it('has the menu button, which opens the Explore navigation in a drawer', async () => {
    const router = renderAuthPage('/auth/login');
    const header = screen.getByRole('banner');
    // Shown below `lg`: jsdom applies the media query's `display: none` at any width, which also
    // empties the accessible name, so the button is found by its label (e2e/tests/phone.spec.ts sees it on a phone).
    const menuButton = header.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]');
    expect(menuButton).not.toBeNull();
    await userEvent.setup().click(menuButton!);
    const drawer = await screen.findByRole('dialog');
    await userEvent.setup().click(within(drawer).getByRole('link', { name: 'Top Rated' }));
    expect(router.state.location.pathname).toBe('/top-rated');
  });
});
