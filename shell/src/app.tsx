import { RouterProvider } from 'react-router';
import { AppProviders } from '@marquee/shared/app';
import type { Deployment } from '@marquee/shared/federation';
import { NavItemsContext } from './routes/nav-items-context';
import { createAppRouter } from './routes/router';
import { buildRouteTable, navItemsOf } from './routes/route-table';
import { preloadOnIntent } from './routes/preload-on-intent';
import { QueryDevtools } from './query-devtools';
import { startTelemetry } from './telemetry/start-telemetry';

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
  const router = createAppRouter(table.routes);
  return {
    router,
    navItems: navItemsOf(table.routes),
    /** Real-user monitoring of this page (telemetry/): errors from now on, vitals once idle. */
    startTelemetry: (env: unknown) => startTelemetry({ env, deployment, routes: table.routes, router }),
  };
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
