/**
 * Where auth flows may send the browser back to. Like GoTrue: any URL on the site URL's host,
 * or one matching an allow-list entry (a glob, or any URL on the entry's host); otherwise
 * the site URL.
 */
import type { StackConfig } from '../config.ts';

function hostname(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function globMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((literal) => literal.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^./]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(url);
}

export function isAllowedRedirect(config: StackConfig, url: string): boolean {
  // An explicit glob may allow a custom scheme (a mobile app); a host match only allows the web.
  if (config.additionalRedirectUrls.some((entry) => entry.includes('*') && globMatches(entry, url))) return true;
  if (!/^https?:\/\//i.test(url)) return false;
  const host = hostname(url);
  if (!host) return false;
  return [config.siteUrl, ...config.additionalRedirectUrls].some((entry) => hostname(entry) === host);
}

/** The validated `redirect_to` of a request: its query, then the given fallbacks, then Referer. */
export function requestedRedirect(request: Request, config: StackConfig, ...candidates: string[]): string {
  const query = new URL(request.url).searchParams.get('redirect_to') ?? '';
  for (const candidate of [query, ...candidates, request.headers.get('referer') ?? '']) {
    if (candidate && isAllowedRedirect(config, candidate)) return candidate;
  }
  return config.siteUrl;
}

/** Tokens and errors travel in the fragment in the implicit flow, so they never reach a server log. */
export function withFragment(url: string, params: Record<string, string>): string {
  const base = url.split('#')[0] ?? url;
  return `${base}#${new URLSearchParams(sortedEntries(params)).toString()}`;
}

export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of sortedEntries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

/** Go's url.Values.Encode sorts by key; matching it keeps URLs byte-identical to GoTrue's. */
function sortedEntries(params: Record<string, string>): [string, string][] {
  return Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function sessionFragment(
  session: { access_token: string; expires_at: number; expires_in: number; refresh_token: string },
  extra: Record<string, string>,
): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    ...extra,
  };
}
