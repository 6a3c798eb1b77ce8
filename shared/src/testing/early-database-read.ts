/**
 * What the shell's first script hands a page before its code runs, for tests of pages that take a
 * first read of the database (`reads` in a remote's routes) instead of asking their client.
 */
import { vi } from 'vitest';
import { getPublicConfig } from '@marquee/shared/config';
import { databaseReadUrl, type DatabaseRead } from '@marquee/shared/first-paint';
import { startDatabaseRead } from '@marquee/shared/first-paint/early-reads';
import type { SupabaseClient } from '@marquee/shared/supabase';
import { testStackAddress } from './test-stack';

/**
 * The early read of `read` as the first script makes it: the test stack's answer to its GET, as
 * the member whose `accessToken` is given or as a guest, handed over under the URL the page's
 * configuration gives.
 */
export async function handOverDatabaseRead(read: DatabaseRead, accessToken?: string): Promise<void> {
  const stack = testStackAddress();
  const answer = await fetch(databaseReadUrl(stack.url, read), {
    headers: { apikey: stack.anonKey, Authorization: `Bearer ${accessToken ?? stack.anonKey}` },
  });
  if (answer.status !== 200) throw new Error(`the early read of ${read.rpc} answered ${answer.status}`);
  vi.stubGlobal('fetch', () => Promise.resolve(answer));
  try {
    await startDatabaseRead(databaseReadUrl(getPublicConfig().supabaseUrl, read), stack.anonKey);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** A Supabase client that fails the test as soon as anything asks it for anything. */
export function clientNeverAsked(): SupabaseClient {
  return new Proxy(
    {},
    {
      get: () => {
        throw new Error('the page asked its client');
      },
    },
  ) as SupabaseClient;
}
