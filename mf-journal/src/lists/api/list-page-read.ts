/**
 * A list's page as one call (`list_page`): the request both the page (`fetchListPage`) and its
 * route's declared first read (`reads`, with the address's `:username` and `:slug`) are built from.
 */
import type { DatabaseRead } from '@marquee/shared/first-paint';

export function listPageRead(username: string, slug: string) {
  return { rpc: 'list_page', args: { owner_username: username, list_slug: slug } } as const satisfies DatabaseRead;
}
