/**
 * Loads a page's remote module as soon as the visitor shows they may open it (pointer over a
 * link, keyboard focus on it, a touch), so that by the click the code is usually there. One
 * listener on the document covers every link, the remotes' own included.
 */
import { loadPageModule } from '@marquee/shared/federation';
import type { ResolvedRoute } from '@marquee/shared/routes';
import { moduleIdOf, routeForPath } from './route-table';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

function linkTarget(event: Event): URL | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin ? url : null;
}

export function preloadOnIntent(routes: readonly ResolvedRoute[], root: Document = document): () => void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const url = linkTarget(event);
    if (!url || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    const route = routeForPath(routes, url.pathname);
    // A failure here is not the visitor's problem yet: the route reports it if they click.
    if (route) loadPageModule(moduleIdOf(route)).catch(() => seen.delete(url.pathname));
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
