import { Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnlyRoute } from '../guards/guest-only-route';
import { ProtectedRoute } from '../guards/protected-route';
import { AppLayout } from '../layout/app-layout';
import { AuthLayout } from '../layout/auth-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from './remote-page';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table';

function elementFor(route: RemoteRoute) {
  const page = <RemotePage module={route.module} section={route.section} />;
  if (route.guard === 'protected') return <ProtectedRoute>{page}</ProtectedRoute>;
  if (route.guard === 'guest-only') return <GuestOnlyRoute>{page}</GuestOnlyRoute>;
  return page;
}

/** Every page starts at the top, and back/forward return to where the visitor was. */
function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function buildRoutes(): RouteObject[] {
  const toRoute = (route: RemoteRoute): RouteObject => ({ path: route.path, element: elementFor(route) });
  return [
    {
      element: <RootRoute />,
      children: [
        {
          element: <AppLayout />,
          children: [...REMOTE_ROUTES.filter((r) => r.layout === 'main').map(toRoute), { path: '*', element: <NotFoundPage /> }],
        },
        { element: <AuthLayout />, children: REMOTE_ROUTES.filter((r) => r.layout === 'auth').map(toRoute) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
