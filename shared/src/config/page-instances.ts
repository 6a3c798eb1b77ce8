/**
 * Counts the instances of the page's stateful singletons (Supabase client, QueryClient, auth and
 * theme stores, Chakra system) in the page's hand-over (`__marquee.instances`), so the end-to-end
 * suite can assert there is exactly one of each however many remotes the visitor opened.
 */
import { pageHandOver } from '@marquee/shared/first-paint/hand-over';

export type PageInstanceKind = 'supabase-client' | 'query-client' | 'auth-store' | 'theme-store' | 'ui-system';

export function registerPageInstance(kind: PageInstanceKind): void {
  if (typeof window === 'undefined') return;
  const counts = (pageHandOver().instances ??= {});
  counts[kind] = (counts[kind] ?? 0) + 1;
}
