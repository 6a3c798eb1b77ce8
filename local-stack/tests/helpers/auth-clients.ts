/** What the auth tests add to the shared stack helper: clients as the app builds them, mail and URL helpers. */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { MailMessage } from '../../server/mail/types.ts';
import type { Backend, TestStack } from './stack.ts';

type AuthOptions = NonNullable<SupabaseClientOptions<'public'>['auth']>;
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** PGlite unless AUTH_TEST_BACKEND=postgres (with DATABASE_URL) asks for the PostgreSQL run. */
export const authTestBackend: Backend = process.env.AUTH_TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

/** A visitor's client that keeps its own session in memory, like a browser tab does. */
export function authClient(stack: TestStack, auth: AuthOptions = {}): SupabaseClient {
  return createClient(stack.url, stack.stack.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
    // Node 20 has no global WebSocket, and supabase-js refuses to start without one.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

/** A fresh address per test, so tests never collide on the shared database. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Storage for clients that must keep PKCE verifiers between calls. */
export function memoryStorage(): { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void } {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/** The newest mail the stack's inbox caught for an address. */
export async function lastMail(stack: TestStack, to: string): Promise<MailMessage> {
  const [mail] = await stack.stack.mailer.list({ to });
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}
