export { paths, type PathPattern } from './paths';
export { buildPath, type PathParams, type RouteParams, type SearchParams } from './build-path';
export { useRouteParams } from './use-route-params';
export {
  defineRoutes,
  type NavEntry,
  type NavIconName,
  type ResolvedRoute,
  type RouteDeclaration,
  type RouteDeclarations,
  type RouteGuard,
  type RouteLayout,
} from './route-declarations';
