import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page the visitor was last shown, across layouts; null until the first one. */
let shownPathname: string | null = null;

/**
 * After a client-side navigation (a link, Back, Forward), focus moves to the new page's heading
 * (or its main landmark), so keyboard and screen-reader users are told the page changed, as a
 * full page load would. The first page of a visit is left alone, and so are changes of the query
 * string alone (a search). The focused element gets no outline: it is not a control, and a
 * pointer user did not ask for a focus ring.
 */
export function useFocusOnNavigation(mainId = 'main'): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const previous = shownPathname;
    shownPathname = pathname;
    if (previous === null || previous === pathname) return;
    const main = document.getElementById(mainId);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      target.style.outline = 'none';
    }
    target.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
