/**
 * The real backend for front-end tests: supabase-js clients against the local stack that the
 * package's Vitest global setup started (`frontendTestConfig({ stack: true })`). No fake query
 * builder: what PostgREST would refuse, these tests see refused.
 */
import { createClient, type User } from '@supabase/supabase-js';
import type { Database, SupabaseClient } from '@marquee/shared/supabase';
import { inject } from 'vitest';
import { createNetworkControl, type NetworkControl } from './network-control';
import type { TestStackAddress } from './test-stack-address';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  username: string;
  /** The auth user, as the app's auth store holds it after sign-in. */
  user: User;
  /** Signed in as this account, as the app's client is after sign-in. */
  client: SupabaseClient;
  /** The client's network: recorded, and able to hold requests or force a failure. */
  network: NetworkControl;
}

let counter = 0;

function address(): TestStackAddress {
  const provided = inject('marqueeStack');
  if (!provided) {
    throw new Error('No local stack for this test run: use frontendTestConfig({ stack: true }) in the package’s vitest.config.ts');
  }
  return provided;
}

function newClient(key: string, network?: NetworkControl): SupabaseClient {
  counter += 1;
  return createClient<Database>(address().url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `marquee-test-${counter}` },
    global: network ? { fetch: network.fetch } : {},
  });
}

/** A visitor: the anon key and no session (its requests go through `network` when given). */
export function anonTestClient(network?: NetworkControl): SupabaseClient {
  return newClient(address().anonKey, network);
}

/** The service role (bypasses row level security): for setting up and inspecting data only. */
export function serviceTestClient(): SupabaseClient {
  return newClient(address().serviceRoleKey);
}

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** A new confirmed account, signed in through the auth API with its password. */
export async function createTestAccount(options: { username?: string } = {}): Promise<TestAccount> {
  const suffix = uniqueSuffix();
  const email = `user-${suffix}@example.test`;
  const password = `Pw-${suffix}-long-enough`;
  const created = await serviceTestClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: options.username ? { username: options.username } : {},
  });
  if (created.error || !created.data.user) throw new Error(`Could not create a test account: ${created.error?.message}`);
  const network = createNetworkControl();
  const client = anonTestClient(network);
  const signedIn = await client.auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.user) throw new Error(`Could not sign the test account in: ${signedIn.error?.message}`);
  const id = created.data.user.id;
  const profile = await client.from('profiles').select('username').eq('user_id', id).single<{ username: string }>();
  if (profile.error) throw new Error(`The test account has no profile: ${profile.error.message}`);
  network.requests.length = 0;
  return { id, email, password, username: profile.data.username, user: signedIn.data.user, client, network };
}
