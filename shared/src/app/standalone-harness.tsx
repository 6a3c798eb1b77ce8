/**
 * A remote's standalone mode: its pages, declared in its own `routes.ts`, inside the same
 * providers the shell gives them, with a thin bar instead of the shell's layout, so a feature
 * team can work on one remote alone.
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { NavLink, Outlet, RouterProvider, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router';
import { fetchDeployment, registerDeployment } from '@marquee/shared/federation';
import type { RouteDeclarations } from '@marquee/shared/routes';
import { Badge, Box, HStack, Text, chakra } from '@marquee/shared/ui';
import { AppProviders } from './app-providers';
import { keyHistoryEntry } from './history-entry-key';

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

/** The harness routes for a remote's declarations: each page at its path, linked unless it has parameters. */
export function standaloneRoutes(routes: RouteDeclarations, pages: Record<string, ComponentType>): StandaloneRoute[] {
  return Object.values(routes).flatMap((route) => {
    const Page = pages[route.module];
    if (!Page) return [];
    return [{ path: route.path, ...(route.path.includes(':') ? {} : { label: route.nav?.label ?? route.title }), element: <Page /> }];
  });
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
  const harnessRoutes = [...standaloneRoutes(routes, pages), ...extraRoutes];
  const routeObjects: RouteObject[] = [
    {
      element: <HarnessLayout name={name} routes={harnessRoutes} />,
      children: harnessRoutes.map(({ path, element }) => ({ path, element })),
    },
  ];
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
