/**
 * The location state the Protected guard leaves behind when it sends a visitor to sign in,
 * read again by the Guest-only guard and the sign-in page to send them back afterwards.
 */
export interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

export interface AuthRedirectState {
  from?: FromLocation;
}

export function fromState(location: FromLocation): AuthRedirectState {
  return { from: { pathname: location.pathname, search: location.search ?? '', hash: location.hash ?? '' } };
}

function isFromLocation(value: unknown): value is FromLocation {
  if (typeof value !== 'object' || value === null) return false;
  const { pathname, search, hash } = value as Record<string, unknown>;
  return (
    typeof pathname === 'string' && (search === undefined || typeof search === 'string') && (hash === undefined || typeof hash === 'string')
  );
}

/**
 * Where to go once signed in. History state can hold anything (another app, an old entry),
 * so it is checked, and only same-site paths are followed: `//host` would leave the site.
 */
export function redirectTargetFrom(state: unknown, fallback = '/'): string {
  const from = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).from : undefined;
  if (!isFromLocation(from) || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
