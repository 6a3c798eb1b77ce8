import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@marquee/shared/app';
import type { Deployment } from '@marquee/shared/federation';
import { NavItemsContext } from './routes/nav-items-context';
import { createAppRouter } from './routes/router';
import { buildRouteTable, navItemsOf } from './routes/route-table';
import { preloadOnIntent } from './routes/preload-on-intent';
import { QueryDevtools } from './query-devtools';

function createShell(deployment: Deployment) {
  const table = buildRouteTable(deployment);
  for (const conflict of table.conflicts) console.error(`[marquee] ${conflict}`);
  preloadOnIntent(table.routes);
  return { router: createAppRouter(table.routes), navItems: navItemsOf(table.routes) };
}

export function App({ deployment }: { deployment: Deployment }) {
  const [{ router, navItems }] = useState(() => createShell(deployment));
  return (
    <AppProviders>
      <NavItemsContext.Provider value={navItems}>
        <RouterProvider router={router} useTransitions={false} />
      </NavItemsContext.Provider>
      <QueryDevtools />
    </AppProviders>
  );
}
