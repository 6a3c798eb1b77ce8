/**
 * How a page's first read of the database is addressed (part of `@marquee/shared/first-paint`):
 * a call of a stable SQL function as PostgREST's GET, `…/rest/v1/rpc/<fn>?<arg>=<value>`, its
 * arguments in a fixed order, so the same read always has the same URL. A route declares it
 * (`reads`, built by the request builder its page calls the function with), the early start makes
 * it for a guest with the anonymous key before supabase-js has arrived, and the page takes the
 * answer (`@marquee/shared/supabase`'s early reads) instead of asking again.
 * No dependencies, so index.html's inline start can use it.
 */

/** A call of a stable database function: its name and its named arguments. */
export interface DatabaseRead {
  rpc: string;
  /**
   * Each argument's value. In a route's declaration, a text `:name` stands for the route's
   * parameter `name`, and `:member` for the signed-in member's id (a read with a stored session).
   */
  args: Record<string, string | number>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A declared read for an address: its `:name` arguments filled in from the route's parameters;
 * null when it is malformed or a parameter it names is missing or empty.
 */
export function resolveDatabaseRead(read: unknown, routeParams: Record<string, string>): DatabaseRead | null {
  if (typeof read !== 'object' || read === null) return null;
  const { rpc, args } = read as Record<string, unknown>;
  if (typeof rpc !== 'string' || !NAME.test(rpc) || typeof args !== 'object' || args === null) return null;
  const resolved: DatabaseRead['args'] = {};
  for (const [name, value] of Object.entries(args)) {
    if (!NAME.test(name)) return null;
    if (typeof value === 'number' && Number.isFinite(value)) {
      resolved[name] = value;
      continue;
    }
    if (typeof value !== 'string') return null;
    const filled = value.startsWith(':') ? routeParams[value.slice(1)] : value;
    if (!filled) return null;
    resolved[name] = filled;
  }
  return { rpc, args: resolved };
}

/** The URL of a read's GET: the same read always gives the same URL. */
export function databaseReadUrl(supabaseUrl: string, { rpc, args }: DatabaseRead): string {
  const query = new URLSearchParams(
    Object.keys(args)
      .sort()
      .map((name): [string, string] => [name, String(args[name])]),
  );
  return `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${rpc}?${query.toString()}`;
}
