/**
 * Counts the instances of the page's stateful singletons (Supabase client, QueryClient, auth and
 * theme stores, Chakra system) on `window.__MARQUEE_INSTANCES__`, so the end-to-end suite can
 * assert there is exactly one of each however many remotes the visitor opened.
 */
declare global {
  interface Window {
    __MARQUEE_INSTANCES__?: Record<string, number>;
  }
}

export type PageInstanceKind = 'supabase-client' | 'query-client' | 'auth-store' | 'theme-store' | 'ui-system';

export function registerPageInstance(kind: PageInstanceKind): void {
  if (typeof window === 'undefined') return;
  const counts = (window.__MARQUEE_INSTANCES__ ??= {});
  counts[kind] = (counts[kind] ?? 0) + 1;
}
