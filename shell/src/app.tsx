import { RouterProvider } from 'react-router';
import { AppProviders } from '@marquee/shared/app';
import type { Deployment } from '@marquee/shared/federation';
import { NavItemsContext } from './routes/nav-items-context';
import { createAppRouter } from './routes/router';
import { buildRouteTable, navItemsOf } from './routes/route-table';
import { preloadOnIntent } from './routes/preload-on-intent';
import { QueryDevtools } from './query-devtools';

export type Shell = ReturnType<typeof createShell>;

/**
 * The page's router and navigation from the deployment: its routes, its side navigation, the
 * preloading of a page the visitor shows intent for, and (the router starts the loader of the
 * address's route) the current page's module on its way. Made once, before the first render.
 */
export function createShell(deployment: Deployment) {
  const table = buildRouteTable(deployment);
  for (const conflict of table.conflicts) console.error(`[marquee] ${conflict}`);
  preloadOnIntent(table.routes);
  return { router: createAppRouter(table.routes), navItems: navItemsOf(table.routes) };
}

export function App({ shell: { router, navItems } }: { shell: Shell }) {
  return (
    <AppProviders>
      <NavItemsContext.Provider value={navItems}>
        <RouterProvider router={router} useTransitions={false} />
      </NavItemsContext.Provider>
      <QueryDevtools />
    </AppProviders>
  );
}
