/**
 * Where auth flows may send the browser back to, and so where tokens may go. A URL is allowed
 * when it is on the site URL's origin (scheme, host AND port) under its path, or when it
 * matches an allow-list entry the way hosted auth matches one: an entry without wildcards is
 * that exact URL, `*` and `?` stand for characters other than `.` and `/`, `**` for anything.
 * Hosted auth also lets any port of a loopback host through; this stack does not, since any
 * local process on another port could then catch the tokens. Anything else gets the site URL.
 */
import type { StackConfig } from '../config.ts';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** Glob to regular expression: `**` any run, `*` a run without `.` or `/`, `?` one such character. */
function globPattern(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') {
      source += '[^./]*';
    } else if (char === '?') {
      source += '[^./]';
    } else {
      source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function matchesEntry(entry: string, url: string): boolean {
  if (/[*?]/.test(entry)) return globPattern(entry).test(url);
  if (entry === url) return true;
  // `http://host:3000` and `http://host:3000/` name the same page.
  const parsed = parse(entry);
  return parsed !== null && /^https?:$/.test(parsed.protocol) && parsed.pathname === '/' && !parsed.search && `${entry}/` === url;
}

function onSite(siteUrl: string, url: URL): boolean {
  const site = parse(siteUrl);
  if (!site || site.origin !== url.origin) return false;
  const base = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
  return base === '/' || url.pathname === site.pathname || url.pathname.startsWith(base);
}

/** Browsers drop leading control characters and spaces, so such a URL could resolve elsewhere. */
function hasControlOrSpace(url: string): boolean {
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function isAllowedRedirect(config: StackConfig, url: string): boolean {
  if (!url || hasControlOrSpace(url)) return false;
  const withoutFragment = url.split('#')[0] ?? url;
  const parsed = parse(url);
  const web = /^https?:\/\//i.test(url);
  if (web && (!parsed || parsed.username || parsed.password)) return false;
  if (web && parsed && onSite(config.siteUrl, parsed)) return true;
  return config.additionalRedirectUrls.some((entry) => matchesEntry(entry.trim(), withoutFragment));
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
