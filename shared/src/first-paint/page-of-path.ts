/**
 * The page an address opens, read from the deployment map before the app has started, matched
 * the way the app's router matches it: react-router's own `matchRoutes` over every remote's
 * routes (static segments before parameters, parameters decoded), so the early start and the
 * router never disagree about which page an address shows.
 */
import { matchRoutes } from 'react-router';

interface MapRoute {
  path: string;
  module: string;
  prefetch?: unknown;
  images?: unknown;
  reads?: unknown;
  frame?: unknown;
  header?: unknown;
  guard?: unknown;
}
interface MapEntry {
  entry?: string;
  routes: MapRoute[];
  /** Per page module, the files it needs before it runs, relative to the entry. */
  preload?: Record<string, unknown>;
}

export interface PageOfPath {
  /** The URL of the remote's remoteEntry.js, when the map names it (maps written before did not). */
  entry: string | undefined;
  module: string;
  /** The route's parameters from the address (`{ id: '42' }` for `/movie/:id`). */
  params: Record<string, string>;
  /** The TMDb requests the route declares as its first data (unchecked: they came from the map). */
  prefetch: unknown;
  /** The images its first screen shows, found in that data (unchecked). */
  images: unknown;
  /** The database reads the route declares as its first data (unchecked). */
  reads: unknown;
  /** The page's files as the map lists them (unchecked), when it does. */
  files: unknown;
  /** The shape of the first paint the route declares (unchecked). */
  frame: unknown;
  /** The words a `header` frame prints (unchecked). */
  header: unknown;
  /** Who may open the page (unchecked). */
  guard: unknown;
}

interface Candidate {
  path: string;
  page: Omit<PageOfPath, 'params'>;
}

/** The remote, module and first data the deployment map says render a pathname, if any. */
export function pageForPath(map: unknown, pathname: string): PageOfPath | null {
  if (typeof map !== 'object' || map === null) return null;
  const candidates: Candidate[] = [];
  for (const entry of Object.values(map as Record<string, Partial<MapEntry>>)) {
    if (!Array.isArray(entry?.routes)) continue;
    for (const route of entry.routes) {
      if (typeof route?.path !== 'string' || typeof route.module !== 'string') continue;
      candidates.push({
        path: route.path,
        page: {
          entry: typeof entry.entry === 'string' ? entry.entry : undefined,
          module: route.module,
          prefetch: route.prefetch,
          images: route.images,
          reads: route.reads,
          files: entry.preload?.[route.module],
          frame: route.frame,
          header: route.header,
          guard: route.guard,
        },
      });
    }
  }
  const match = matchRoutes(candidates, pathname)?.at(-1);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.params)) if (value !== undefined) params[name] = value;
  return { ...match.route.page, params };
}
