import { useParams } from 'react-router';
import type { RouteParams } from './build-path';

/**
 * The current route's parameters, typed by the pattern the page is declared with, so a page and
 * its route declaration cannot disagree on a parameter's name.
 */
export function useRouteParams<Pattern extends string>(_pattern: Pattern): Partial<RouteParams<Pattern>> {
  return useParams() as Partial<RouteParams<Pattern>>;
}
