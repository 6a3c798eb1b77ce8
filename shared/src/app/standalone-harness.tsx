/**
 * A remote's standalone mode: its pages, declared in its own `routes.ts`, inside the same
 * providers the shell gives them, with a thin bar instead of the shell's layout, so a feature
 * team can work on one remote alone.
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { NavLink, Navigate, Outlet, RouterProvider, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { fetchDeployment, registerDeployment } from '@marquee/shared/federation';
import type { RouteDeclarations } from '@marquee/shared/routes';
import { Badge, Box, HStack, Heading, Stack, Text, chakra } from '@marquee/shared/ui';
import { AppProviders } from './app-providers';
import { keyHistoryEntry } from './history-entry-key';
import { NotFoundPage } from './not-found-page';

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
            <BarLink
              key={route.path}
              to={route.path}
              fontSize="sm"
              color="fg.muted"
              css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
            >
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

/** A route's address when it needs no parameter (optional ones left out), else null. */
function addressOf(path: string): string | null {
  const address = path.replace(/\/:[^/]+\?/g, '') || '/';
  return address.includes(':') ? null : address;
}

/** The harness routes for a remote's declarations: each page at its path, linked unless it needs parameters. */
export function standaloneRoutes(routes: RouteDeclarations, pages: Record<string, ComponentType>): StandaloneRoute[] {
  return Object.values(routes).flatMap((route) => {
    const Page = pages[route.module];
    if (!Page) return [];
    return [{ path: route.path, ...(addressOf(route.path) === null ? {} : { label: route.nav?.label ?? route.title }), element: <Page /> }];
  });
}

/** The remote's routes, for a root none of them serves and no route can open without parameters. */
function RouteIndex({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  return (
    <Stack gap="4" py="8">
      <Heading as="h1" size="xl">
        {name}: its pages
      </Heading>
      <Text color="fg.muted">Each page needs parameters in its address: open one with them filled in.</Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {routes.map((route) => (
          <li key={route.path}>
            <Text as="code" fontFamily="mono">
              {route.path}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * What the harness routes: the remote's pages in the harness layout; at `/`, when no page is
 * there, the first page that opens without parameters (or the index of the pages); anywhere
 * else, the product's not-found page.
 */
export function harnessRouteObjects(name: string, routes: StandaloneRoute[]): RouteObject[] {
  const first = routes.map((route) => addressOf(route.path)).find((address) => address !== null);
  const root: RouteObject[] = routes.some((route) => route.path === '/')
    ? []
    : [{ index: true, element: first ? <Navigate to={first} replace /> : <RouteIndex name={name} routes={routes} /> }];
  return [
    {
      element: <HarnessLayout name={name} routes={routes} />,
      children: [...root, ...routes.map(({ path, element }) => ({ path, element })), { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export interface StandaloneOptions {
  name: string;
  routes: RouteDeclarations;
  pages: Record<string, ComponentType>;
  /** Harness-only pages (a demo of the widgets a remote exposes). */
  extraRoutes?: StandaloneRoute[];
}

export async function renderStandalone({ name, routes, pages, extraRoutes = [] }: StandaloneOptions): Promise<void> {
  // A remote that embeds another remote's component (movie → reviews) needs the map too.
  try {
    registerDeployment(await fetchDeployment('/remotes.json'));
  } catch {
    // No map beside this remote: it does not load others.
  }
  const routeObjects = harnessRouteObjects(name, [...standaloneRoutes(routes, pages), ...extraRoutes]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  keyHistoryEntry();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createBrowserRouter(routeObjects)} />
      </AppProviders>
    </StrictMode>,
  );
}
