/**
 * A remote's standalone mode: its pages inside the same providers the shell gives them, with a
 * thin bar instead of the shell's layout, so a feature team can work on one remote alone.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { NavLink, Outlet, RouterProvider, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { fetchRemoteMap, registerRemoteMap } from '@marquee/shared/federation';
import { Badge, Box, HStack, Text, chakra } from '@marquee/shared/ui';
import { AppProviders } from './app-providers';

export interface StandaloneRoute {
  path: string;
  /** A link in the harness bar; omit for routes with parameters. */
  label?: string;
  element: ReactNode;
}

const BarLink = chakra(NavLink);

function HarnessLayout({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  return (
    <>
      <HStack as="header" gap="4" px="4" py="2" borderBottomWidth="1px" bg="bg.subtle" flexWrap="wrap">
        <Badge colorPalette="orange">standalone</Badge>
        <Text fontWeight="bold">{name}</Text>
        {routes
          .filter((route) => route.label)
          .map((route) => (
            <BarLink key={route.path} to={route.path} fontSize="sm" color="fg.muted" css={{ '&[aria-current=page]': { color: 'brand.fg' } }}>
              {route.label}
            </BarLink>
          ))}
      </HStack>
      <Box as="main" maxW="7xl" mx="auto" p={{ base: 4, md: 6 }}>
        <Outlet />
      </Box>
      <ScrollRestoration />
    </>
  );
}

export async function renderStandalone({ name, routes }: { name: string; routes: StandaloneRoute[] }): Promise<void> {
  // A remote that embeds another remote's component (movie → reviews) needs the map too.
  try {
    registerRemoteMap(await fetchRemoteMap('/remotes.json'));
  } catch {
    // No map beside this remote: it does not load others.
  }
  const routeObjects: RouteObject[] = [
    { element: <HarnessLayout name={name} routes={routes} />, children: routes.map(({ path, element }) => ({ path, element })) },
  ];
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createBrowserRouter(routeObjects)} />
      </AppProviders>
    </StrictMode>,
  );
}
