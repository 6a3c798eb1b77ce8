import { useLayoutEffect, type ComponentType } from 'react';
import { useLoaderData } from 'react-router';
import { remoteDescriptor } from '@marquee/shared/federation';
import type { ResolvedRoute } from '@marquee/shared/routes';
import { GuestOnlyRoute } from '../guards/guest-only-route';
import { ProtectedRoute } from '../guards/protected-route';
import { documentTitle } from './document-title';

/**
 * A remote's page, already loaded by the route's loader (so navigating keeps the old page on
 * screen until this one can render, instead of flashing a skeleton), behind the route's guard.
 */
export function RoutePage({ route }: { route: ResolvedRoute }) {
  const Page = useLoaderData() as ComponentType;
  // A layout effect runs before the page's own effects, so a page that names itself (a movie's
  // title) still has the last word.
  useLayoutEffect(() => {
    document.title = documentTitle(route.title);
  }, [route.title]);
  const page = (
    <div
      data-remote={route.remote}
      data-module={route.module}
      data-remote-version={remoteDescriptor(route.remote)?.version}
      style={{ display: 'contents' }}
    >
      <Page />
    </div>
  );
  if (route.guard === 'protected') return <ProtectedRoute>{page}</ProtectedRoute>;
  if (route.guard === 'guest-only') return <GuestOnlyRoute>{page}</GuestOnlyRoute>;
  return page;
}
