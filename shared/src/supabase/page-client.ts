/**
 * The one Supabase client of the page. The supabase entry is a federation singleton, so the
 * shell and every remote share it, and with it one session and one auth listener.
 */
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from './client-type';
import type { Database } from './database.types';
import { getPublicConfig, registerPageInstance } from '@marquee/shared/config';

let client: SupabaseClient | null = null;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getPublicConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
    registerPageInstance('supabase-client');
  }
  return client;
}
