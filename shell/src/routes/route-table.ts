/**
 * The shell's route table, built at run time from the routes each remote declares in the
 * deployment map. The shell owns routing, guards and layouts; which pages exist is the remotes'.
 */
import { matchRoutes } from 'react-router';
import type { Deployment } from '@marquee/shared/federation';
import type { NavEntry, ResolvedRoute } from '@marquee/shared/routes';

export interface RouteTable {
  routes: ResolvedRoute[];
  /** Two remotes declaring the same path: the first in the map keeps it. */
  conflicts: string[];
}

export function buildRouteTable(deployment: Deployment): RouteTable {
  const table: RouteTable = { routes: [], conflicts: [] };
  const owners = new Map<string, string>();
  for (const remote of deployment.remotes) {
    for (const route of remote.routes) {
      const owner = owners.get(route.path);
      if (owner) {
        table.conflicts.push(`${route.path} is declared by ${owner} and ${remote.name}; ${owner} keeps it`);
        continue;
      }
      owners.set(route.path, remote.name);
      table.routes.push(route);
    }
  }
  return table;
}

/** The exposed module id that renders a route (`mf_search/SearchPage`). */
export const moduleIdOf = (route: ResolvedRoute): string => `${route.remote}/${route.module}`;

export interface NavItem extends NavEntry {
  to: string;
}

/** The side navigation: every route with a nav entry, in the order the remotes asked for. */
export function navItemsOf(routes: readonly ResolvedRoute[]): NavItem[] {
  return routes
    .flatMap((route) => (route.nav && !route.path.includes(':') ? [{ ...route.nav, to: route.path }] : []))
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
}

/** The route a pathname would render, if any. */
export function routeForPath(routes: readonly ResolvedRoute[], pathname: string): ResolvedRoute | undefined {
  return matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.[0]?.route.route;
}
