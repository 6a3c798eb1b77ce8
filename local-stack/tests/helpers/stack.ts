/**
 * The whole local stack for tests: a random port, in-memory PGlite (or PostgreSQL when asked
 * and DATABASE_URL is set), a temporary storage folder, and supabase-js clients as the app
 * creates them. Users are inserted straight into auth.users with a signed access token, so
 * tests of data and storage do not depend on the auth service.
 *
 *   const stack = await startTestStack();
 *   const alice = await stack.createUser({ username: 'alice' });
 *   await alice.client.from('reviews').insert({ movie_id: 1, rating: 5 });
 *   await stack.stop();
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startStack, type Stack, type StackOptions } from '../../server/app.ts';
import { signJwt } from '../../server/jwt.ts';

export type Backend = 'pglite' | 'postgres';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export interface TestUser {
  id: string;
  email: string;
  /** The username the sign-up trigger gave the profile. */
  username: string;
  accessToken: string;
  /** A client sending this user's access token, as the app does once signed in. */
  client: SupabaseClient;
}

export interface TestStack {
  url: string;
  stack: Stack;
  backend: Backend;
  /** A client with the anon key and no session: a visitor. */
  anon(): SupabaseClient;
  /** A client with the service_role key (bypasses RLS), for setup and inspection. */
  service(): SupabaseClient;
  /** A client sending `accessToken` (any JWT) with the anon key. */
  clientWithToken(accessToken: string): SupabaseClient;
  createUser(options?: { email?: string; username?: string; metadata?: Record<string, unknown> }): Promise<TestUser>;
  stop(): Promise<void>;
}

/** Whether PostgreSQL tests can run, and if not, why (for a printed skip note). */
export const postgresAvailability: { available: boolean; reason: string } = process.env.DATABASE_URL
  ? { available: true, reason: '' }
  : { available: false, reason: 'DATABASE_URL is not set (run `pnpm test:postgres` in the package to start a throwaway PostgreSQL)' };

export function createTestClient(url: string, key: string, accessToken?: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
    // Node 20 has no global WebSocket; supabase-js refuses to start without one. ws's
    // constructor types differ from the DOM-like ones supabase-js declares, not its behaviour.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

export async function startTestStack(options: StackOptions & { backend?: Backend } = {}): Promise<TestStack> {
  const { backend = 'pglite', ...stackOptions } = options;
  if (backend === 'postgres' && !process.env.DATABASE_URL) throw new Error(postgresAvailability.reason);
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-storage-'));
  const stack = await startStack({
    port: 0,
    host: '127.0.0.1',
    quiet: true,
    dataDir: 'memory://',
    storageDir,
    ...stackOptions,
    databaseUrl: backend === 'postgres' ? (process.env.DATABASE_URL as string) : '',
  });
  const { config } = stack;
  const url = stack.url;

  return {
    url,
    stack,
    backend,
    anon: () => createTestClient(url, config.anonKey),
    service: () => createTestClient(url, config.serviceRoleKey),
    clientWithToken: (token) => createTestClient(url, config.anonKey, token),
    async createUser(userOptions = {}) {
      const email = userOptions.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
      const metadata = { ...(userOptions.username ? { username: userOptions.username } : {}), ...userOptions.metadata };
      const inserted = await stack.db.query<{ id: string }>(
        `insert into auth.users (email, raw_user_meta_data, raw_app_meta_data, email_confirmed_at)
         values ($1, $2::jsonb, '{"provider":"email","providers":["email"]}'::jsonb, now()) returning id`,
        [email, JSON.stringify(metadata)],
      );
      const id = (inserted.rows[0] as { id: string }).id;
      const profile = await stack.db.query<{ username: string }>('select username from public.profiles where user_id = $1', [id]);
      const accessToken = await signJwt(
        { role: 'authenticated', sub: id, email, aud: 'authenticated', app_metadata: { provider: 'email' }, user_metadata: metadata },
        config.jwtSecret,
        3600,
      );
      return {
        id,
        email,
        username: profile.rows[0]?.username ?? '',
        accessToken,
        client: createTestClient(url, config.anonKey, accessToken),
      };
    },
    async stop() {
      await stack.stop();
      await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}
