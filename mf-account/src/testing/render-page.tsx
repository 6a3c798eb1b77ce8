import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { AuthProvider, type AuthStore } from '@marquee/shared/auth';
import { UiProvider } from '@marquee/shared/ui';

/** Stands in for every other route: shows where the page sent the visitor. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a page at `path` with Chakra, a given auth store and a memory router. */
export function renderPage(page: ReactNode, { store, path, entry = path }: { store: AuthStore; path: string; entry?: InitialEntry }) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <UiProvider>
      <AuthProvider store={store}>
        <RouterProvider router={router} />
      </AuthProvider>
    </UiProvider>,
  );
  return { ...view, router };
}
