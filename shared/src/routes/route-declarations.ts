/**
 * What a remote declares about the pages it serves. Each remote writes its declarations in its
 * own `src/routes.ts`; its build turns them into `marquee-remote.json`, the deployment map
 * carries them to the shell, and the shell builds its router, guards, layouts, titles and side
 * navigation from them at run time. A remote adds, renames or removes a page by redeploying
 * itself and the map, without a shell build.
 */
import type { DatabaseRead, FirstImage, FrameHeader, FrameShape, PrefetchRequest } from '@marquee/shared/first-paint';

/** Who may open the page: anyone, only signed-in users, or only guests (sign in, sign up). */
export type RouteGuard = 'public' | 'protected' | 'guest-only';

/** The frame around the page: the main layout (header, side navigation, footer) or the auth card. */
export type RouteLayout = 'main' | 'auth';

/** Names of the icons the shell can show in the side navigation (others show a generic icon). */
export type NavIconName = 'home' | 'trending' | 'star' | 'calendar' | 'search' | 'film' | 'heart' | 'bookmark' | 'user';

export interface NavEntry {
  label: string;
  icon: NavIconName;
  /** Position in the side navigation, lowest first. */
  order: number;
}

export interface RouteDeclaration {
  /** A react-router path pattern, usually one of `paths` (`/movie/:id`). */
  path: string;
  /** The exposed module that renders the page (`'./SearchPage'` in the remote's exposes). */
  module: string;
  /** The page's document title, and the section its error panel names. */
  title: string;
  guard?: RouteGuard;
  layout?: RouteLayout;
  nav?: NavEntry;
  /**
   * The TMDb requests the page makes first, exactly as its queries make them (at most four). The
   * shell's first script preloads them from the address, before the page's code has arrived.
   */
  prefetch?: readonly PrefetchRequest[];
  /**
   * The images the first screen shows, found in that first data (at most four): the shell
   * preloads them at high priority as soon as the data is there, before the page has rendered.
   */
  images?: readonly FirstImage[];
  /**
   * The database functions the page calls first, exactly as it calls them (`:name` arguments are
   * the route's parameters, `:member` the signed-in member's id; at most two). The shell's first
   * script reads them from the address, before supabase-js has arrived: as the stored session's
   * member, or as a guest with the anonymous key.
   */
  reads?: readonly DatabaseRead[];
  /** The shape of the shell's first paint for this page (`listing` when not said; see `FrameShape`). */
  frame?: FrameShape;
  /** For a `header` frame: the title and subtitle the page opens with, word for word. */
  header?: FrameHeader;
}

/** A remote's own declarations, keyed by a name the remote uses to refer to its routes. */
export type RouteDeclarations = Record<string, RouteDeclaration>;

/** Keeps the literal types of a remote's declarations (for typed params) while checking them. */
export function defineRoutes<const Routes extends RouteDeclarations>(routes: Routes): Routes {
  return routes;
}

/** A route as the shell receives it: every field filled in, tagged with its remote. */
export interface ResolvedRoute {
  remote: string;
  path: string;
  module: string;
  title: string;
  guard: RouteGuard;
  layout: RouteLayout;
  nav?: NavEntry;
}
