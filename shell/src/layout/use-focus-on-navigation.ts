import { useEffect } from 'react';
import { useLocation } from 'react-router';

let firstPageShown = false;

/**
 * After a client-side navigation (a link, Back, Forward), focus moves to the new page's heading
 * (or its main landmark), so keyboard and screen-reader users are told the page changed, as a
 * full page load would. The first page of a visit is left alone, and so are changes of the query
 * string alone (a search).
 */
export function useFocusOnNavigation(mainId = 'main'): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    const main = document.getElementById(mainId);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
