import { Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage, keyHistoryEntry } from '@marquee/shared/app';
import { loadPageModule, retryRemote } from '@marquee/shared/federation';
import type { ResolvedRoute } from '@marquee/shared/routes';
import { AppLayout } from '../layout/app-layout';
import { AuthLayout } from '../layout/auth-layout';
import { PageSkeleton } from '../layout/page-skeleton';
import { restoreScrollAsPageGrows } from './restore-scroll-as-page-grows';
import { loadWithDeadline } from './page-load-deadline';
import { reportRemoteLoadFailure } from '../telemetry/early-events';
import { RouteError } from './route-error';
import { RoutePage } from './route-page';
import { moduleIdOf } from './route-table';

/**
 * Every page starts at the top, and back/forward return to where the visitor was (with the
 * entry's own key, and kept while the page grows: `createAppRouter`).
 */
function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * A remote's page as a route: its loader fetches the remote module (the federation runtime
 * caches it), so the router keeps the current page until the next one is ready, and a failure
 * lands on the route's error panel with Retry. A load that hangs says so after a few seconds and
 * fails at its deadline (`page-load-deadline.ts`).
 */
/** Whether a route of this page load has loaded or failed (an aborted load does not count). */
let firstRouteSettled = false;

function toRouteObject(route: ResolvedRoute): RouteObject {
  const moduleId = moduleIdOf(route);
  return {
    path: route.path,
    loader: ({ request }) => {
      // The page load's first route waits since the page was opened; later ones since the click.
      const since = firstRouteSettled ? undefined : performance.timeOrigin;
      return loadWithDeadline({
        moduleId,
        section: route.title,
        load: () => loadPageModule(moduleId),
        beforeRetry: () => retryRemote(route.remote),
        signal: request.signal,
        since,
      }).then(
        (page) => {
          firstRouteSettled = true;
          return page;
        },
        (error: unknown) => {
          if (!request.signal.aborted) {
            firstRouteSettled = true;
            reportRemoteLoadFailure(route, error);
          }
          throw error;
        },
      );
    },
    element: <RoutePage route={route} />,
    errorElement: <RouteError section={route.title} />,
    hydrateFallbackElement: <PageSkeleton />,
  };
}

export function buildRoutes(routes: readonly ResolvedRoute[]): RouteObject[] {
  const inLayout = (layout: ResolvedRoute['layout']) => routes.filter((route) => route.layout === layout).map(toRouteObject);
  return [
    {
      element: <RootRoute />,
      children: [
        { element: <AppLayout />, children: [...inLayout('main'), { path: '*', element: <NotFoundPage /> }] },
        { element: <AuthLayout />, children: inLayout('auth') },
      ],
    },
  ];
}

export function createAppRouter(routes: readonly ResolvedRoute[]) {
  // Before the router reads the entry's key: a document opened by address gets one of its own.
  keyHistoryEntry();
  const router = createBrowserRouter(buildRoutes(routes));
  restoreScrollAsPageGrows(router);
  return router;
}
