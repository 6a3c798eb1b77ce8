/**
 * delete-account's Web-standard core, shared by the Deno entry (hosted Supabase) and the local
 * stack's function adapter (Node). POST `{username}` with the user's own access token: the
 * token is checked by the auth service (`GET /auth/v1/user`), the typed username must be the
 * caller's, then every file under the member's avatar folder (subfolders too) is removed through
 * the storage API and the auth user through the admin API, and the folder is swept once more. The profile, reviews, likes, favorites and watchlist go with it by cascade.
 * The service role key never leaves the server.
 */
import { preflightResponse } from '../_shared/cors.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { readBounded } from '../_shared/read-bounded.ts';
import { PerClientLimiter } from '../tmdb-proxy/rate-limiter.ts';

export type Env = Record<string, string | undefined>;
export type DeleteAccountHandler = (request: Request, env: Env) => Promise<Response>;

/** A confirmation is a few dozen bytes; anything bigger is refused before it is read whole. */
export const MAX_BODY_BYTES = 1024;
/**
 * Attempts per account (a wrong username counts). The caller is authenticated before any budget
 * is spent and there is no shared budget, so nobody can spend another member's attempts.
 */
export const USER_RATE_LIMIT = { requests: 5, windowMs: 60_000 } as const;

export const AVATAR_BUCKET = 'avatars';

export const MESSAGES = {
  method: 'Use POST to delete an account.',
  tooLarge: 'The request is too large.',
  unauthorized: 'Sign in again to delete your account.',
  badBody: 'Send {"username": "<your username>"} to confirm.',
  mismatch: 'The username does not match your account.',
  rateLimited: 'Too many attempts. Try again in a minute.',
  misconfigured: 'Account deletion is not configured on this server.',
  failed: 'Your account could not be deleted. Try again.',
} as const;

interface ServerConfig {
  url: string;
  anonKey: string;
  serviceKey: string;
}

function configFrom(env: Env): ServerConfig | null {
  const url = env.SUPABASE_URL?.trim().replace(/\/+$/, '');
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  return url && anonKey && serviceKey ? { url, anonKey, serviceKey } : null;
}

function failure(status: number, error: string, headers: Record<string, string> = {}): Response {
  return jsonResponse({ success: false, error }, status, headers);
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match ? (match[1] as string) : null;
}

function usernameOf(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return null;
    const username = (body as { username?: unknown }).username;
    return typeof username === 'string' && username.trim() !== '' ? username.trim() : null;
  } catch {
    return null;
  }
}

/** The account the token belongs to, as the auth service says (expired and revoked tokens fail). */
async function callerOf(config: ServerConfig, token: string, fetchFn: typeof fetch): Promise<string | null> {
  const response = await fetchFn(`${config.url}/auth/v1/user`, { headers: { apikey: config.anonKey, authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  const user = (await response.json()) as { id?: unknown };
  return typeof user.id === 'string' ? user.id : null;
}

function serviceHeaders(config: ServerConfig): Record<string, string> {
  return { apikey: config.serviceKey, authorization: `Bearer ${config.serviceKey}`, 'content-type': 'application/json' };
}

async function usernameOfAccount(config: ServerConfig, userId: string, fetchFn: typeof fetch): Promise<string | null> {
  const response = await fetchFn(`${config.url}/rest/v1/profiles?select=username&user_id=eq.${encodeURIComponent(userId)}`, {
    headers: serviceHeaders(config),
  });
  if (!response.ok) throw new Error(`profile read answered ${response.status}`);
  const rows = (await response.json()) as { username?: unknown }[];
  const username = rows[0]?.username;
  return typeof username === 'string' ? username : null;
}

/** storage-api answers at most this many entries per list call and removes at most this many per call. */
const STORAGE_PAGE = 1000;

interface ListedEntry {
  name?: unknown;
  id?: unknown;
}

/** One folder level of the bucket, every page of it. */
async function listFolder(config: ServerConfig, folder: string, fetchFn: typeof fetch): Promise<ListedEntry[]> {
  const entries: ListedEntry[] = [];
  for (let offset = 0; ; offset += STORAGE_PAGE) {
    const listed = await fetchFn(`${config.url}/storage/v1/object/list/${AVATAR_BUCKET}`, {
      method: 'POST',
      headers: serviceHeaders(config),
      body: JSON.stringify({ prefix: folder, limit: STORAGE_PAGE, offset }),
    });
    if (!listed.ok) throw new Error(`avatar list answered ${listed.status}`);
    const page = (await listed.json()) as ListedEntry[];
    entries.push(...page);
    if (page.length < STORAGE_PAGE) return entries;
  }
}

/** Every file under `folder`, at any depth: folders come back with a null id and are walked. */
async function filesUnder(config: ServerConfig, folder: string, fetchFn: typeof fetch): Promise<string[]> {
  const files: string[] = [];
  const folders = [folder];
  for (let current = folders.pop(); current !== undefined; current = folders.pop()) {
    for (const entry of await listFolder(config, current, fetchFn)) {
      if (typeof entry.name !== 'string' || entry.name === '') continue;
      const key = `${current}/${entry.name}`;
      if (entry.id === null) folders.push(key);
      else files.push(key);
    }
  }
  return files;
}

/** Every object under `avatars/{userId}/`, subfolders included. */
async function removeAvatars(config: ServerConfig, userId: string, fetchFn: typeof fetch): Promise<void> {
  const files = await filesUnder(config, userId, fetchFn);
  for (let start = 0; start < files.length; start += STORAGE_PAGE) {
    const removed = await fetchFn(`${config.url}/storage/v1/object/${AVATAR_BUCKET}`, {
      method: 'DELETE',
      headers: serviceHeaders(config),
      body: JSON.stringify({ prefixes: files.slice(start, start + STORAGE_PAGE) }),
    });
    if (!removed.ok) throw new Error(`avatar removal answered ${removed.status}`);
  }
}

async function deleteAuthUser(config: ServerConfig, userId: string, fetchFn: typeof fetch): Promise<void> {
  const response = await fetchFn(`${config.url}/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    headers: serviceHeaders(config),
  });
  if (!response.ok) throw new Error(`auth user deletion answered ${response.status}`);
}

export interface DeleteAccountOptions {
  now?: () => number;
  fetch?: typeof fetch;
}

/** A handler with its own rate-limit windows (tests make one each; the app uses one). */
export function createDeleteAccountHandler(options: DeleteAccountOptions = {}): DeleteAccountHandler {
  const now = options.now ?? Date.now;
  const userLimiter = new PerClientLimiter(USER_RATE_LIMIT.requests, USER_RATE_LIMIT.windowMs, now);

  return async (request, env) => {
    const fetchFn = options.fetch ?? fetch;
    if (request.method === 'OPTIONS') return preflightResponse();
    if (request.method !== 'POST') return failure(405, MESSAGES.method, { Allow: 'POST, OPTIONS' });
    const config = configFrom(env);
    if (!config) return failure(500, MESSAGES.misconfigured);
    const token = bearerOf(request);
    if (!token) return failure(401, MESSAGES.unauthorized);
    const text = await readBounded(request, MAX_BODY_BYTES);
    if (text === null) return failure(413, MESSAGES.tooLarge);

    const userId = await callerOf(config, token, fetchFn).catch(() => null);
    if (!userId) return failure(401, MESSAGES.unauthorized);
    const own = userLimiter.check(userId);
    if (own.allowed) userLimiter.acquire(userId);
    else return failure(429, MESSAGES.rateLimited, { 'Retry-After': String(own.retryAfterSeconds) });

    const typed = usernameOf(text);
    if (!typed) return failure(400, MESSAGES.badBody);
    try {
      const username = await usernameOfAccount(config, userId, fetchFn);
      // Usernames are unique ignoring case, so the comparison ignores it too.
      if (!username || username.toLowerCase() !== typed.toLowerCase()) return failure(400, MESSAGES.mismatch);
      await removeAvatars(config, userId, fetchFn);
      await deleteAuthUser(config, userId, fetchFn);
    } catch (error) {
      console.error('delete-account:', error instanceof Error ? error.message : error);
      return failure(502, MESSAGES.failed);
    }
    // A file uploaded between the first sweep and the account's deletion. From now on storage
    // refuses the account's tokens, so nothing can be added after this sweep. The account is
    // gone either way: a failure here is logged, not reported as a failed deletion.
    await removeAvatars(config, userId, fetchFn).catch((error: unknown) => {
      console.error('delete-account: second avatar sweep:', error instanceof Error ? error.message : error);
    });
    return jsonResponse({ success: true, data: { deleted: userId } });
  };
}

export const handler: DeleteAccountHandler = createDeleteAccountHandler();
