// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider, type AuthState, type AuthStore } from '@marquee/shared/auth';
import { createFakeAuthStore, fakeSession } from '@marquee/shared/testing';
import { UiProvider } from '@marquee/shared/ui';
import { GuestOnlyRoute } from './guest-only-route';
import { ProtectedRoute } from './protected-route';

afterEach(() => cleanup());

const session = fakeSession();

function authStore(state: Partial<AuthState>): AuthStore {
  return createFakeAuthStore(state).store;
}

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return <p data-testid="where">{`${location.pathname}${location.search}|from:${from}`}</p>;
}

function renderAt(entry: InitialEntry, store: AuthStore) {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <ProtectedRoute>
            <p>profile page</p>
          </ProtectedRoute>
        ),
      },
      {
        path: '/auth/login',
        element: (
          <GuestOnlyRoute>
            <p>sign-in page</p>
          </GuestOnlyRoute>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <UiProvider>
      <AuthProvider store={store}>
        <RouterProvider router={router} />
      </AuthProvider>
    </UiProvider>,
  );
  return router;
}

describe('ProtectedRoute', () => {
  it('shows a skeleton while auth loads', () => {
    renderAt('/profile', authStore({ loading: true }));
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
  });

  it('sends a guest to /auth/login, remembering where they came from', () => {
    const router = renderAt('/profile?tab=1', authStore({}));
    expect(screen.queryByText('profile page')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/profile', search: '?tab=1', hash: '' } });
  });

  it('shows the page to a signed-in user', () => {
    renderAt('/profile', authStore({ session, user: session.user }));
    expect(screen.getByText('profile page')).toBeTruthy();
  });
});

describe('GuestOnlyRoute', () => {
  it('shows the page to a guest', () => {
    renderAt('/auth/login', authStore({}));
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });

  it('waits for auth before deciding', () => {
    const store = authStore({ loading: true });
    renderAt('/auth/login', store);
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
    act(() => store.setState({ loading: false, session, user: session.user }));
    expect(screen.getByTestId('where').textContent).toBe('/|from:');
  });

  it('sends a user who arrives signed in to the remembered location, else home', () => {
    renderAt({ pathname: '/auth/login', state: { from: { pathname: '/watchlist' } } }, authStore({ session, user: session.user }));
    expect(screen.getByTestId('where').textContent).toBe('/watchlist|from:');
  });

  it('leaves a visitor who signs in on the page there, for the page to redirect after its toast', () => {
    const store = authStore({});
    renderAt('/auth/login', store);
    act(() => store.setState({ session, user: session.user }));
    expect(screen.getByText('sign-in page')).toBeTruthy();
  });
});
