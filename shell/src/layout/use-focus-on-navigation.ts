import { useEffect } from 'react';
import { useLocation } from 'react-router';

let firstLocationKey: string | null = null;

/**
 * After a client-side navigation, focus moves to the new page's heading (or its main landmark),
 * so keyboard and screen-reader users are told the page changed, as a full page load would. The
 * first page of a visit is left alone, and so are changes of the query string alone (a search).
 */
export function useFocusOnNavigation(mainId = 'main'): void {
  const location = useLocation();
  firstLocationKey ??= location.key;
  const isFirstPage = location.key === firstLocationKey;
  useEffect(() => {
    if (isFirstPage) return;
    const main = document.getElementById(mainId);
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    // Only a new page moves focus; the key changes with every navigation, the path only with pages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
}
