/**
 * Route declarations arrive at run time from a deployment map the shell did not build, so they
 * are checked field by field: a malformed route is left out (and reported), never allowed to
 * break the router or the other remotes' pages.
 */
import type { NavEntry, NavIconName, ResolvedRoute, RouteGuard, RouteLayout } from '@marquee/shared/routes';

const GUARDS: readonly RouteGuard[] = ['public', 'protected', 'guest-only'];
const LAYOUTS: readonly RouteLayout[] = ['main', 'auth'];
const ICONS: readonly NavIconName[] = ['home', 'trending', 'star', 'calendar', 'search', 'film', 'heart', 'bookmark', 'user'];
const MODULE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const PATH_PATTERN = /^\/[A-Za-z0-9_\-/:?.*]*$/;
const MAX_TEXT = 80;

export interface ParsedRoutes {
  routes: ResolvedRoute[];
  problems: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;

function parseNav(value: unknown): NavEntry | undefined | Error {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !isText(value.label) || typeof value.order !== 'number' || !Number.isFinite(value.order)) {
    return new Error('nav needs a label and a numeric order');
  }
  const icon = ICONS.includes(value.icon as NavIconName) ? (value.icon as NavIconName) : 'film';
  return { label: value.label, icon, order: value.order };
}

function parseRoute(remote: string, value: unknown): ResolvedRoute | Error {
  if (!isRecord(value)) return new Error('a route must be an object');
  const { path, module, title, guard = 'public', layout = 'main' } = value;
  if (typeof path !== 'string' || !PATH_PATTERN.test(path)) return new Error(`invalid path ${JSON.stringify(path)}`);
  if (typeof module !== 'string' || !MODULE_NAME.test(module)) return new Error(`${path}: invalid module ${JSON.stringify(module)}`);
  if (!isText(title)) return new Error(`${path}: a title is required`);
  if (!GUARDS.includes(guard as RouteGuard)) return new Error(`${path}: unknown guard ${JSON.stringify(guard)}`);
  if (!LAYOUTS.includes(layout as RouteLayout)) return new Error(`${path}: unknown layout ${JSON.stringify(layout)}`);
  const nav = parseNav(value.nav);
  if (nav instanceof Error) return new Error(`${path}: ${nav.message}`);
  return { remote, path, module, title, guard: guard as RouteGuard, layout: layout as RouteLayout, ...(nav ? { nav } : {}) };
}

/** Checks one remote's routes (an array, as `marquee-remote.json` and the deployment map hold them). */
export function parseRouteDeclarations(remote: string, value: unknown): ParsedRoutes {
  const parsed: ParsedRoutes = { routes: [], problems: [] };
  if (!Array.isArray(value)) {
    parsed.problems.push(`${remote}: routes must be an array`);
    return parsed;
  }
  for (const item of value) {
    const route = parseRoute(remote, item);
    if (route instanceof Error) parsed.problems.push(`${remote}: ${route.message}`);
    else parsed.routes.push(route);
  }
  return parsed;
}
