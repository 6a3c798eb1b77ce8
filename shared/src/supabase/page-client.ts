/**
 * The one Supabase client of the page. The supabase entry is a federation singleton, so the
 * shell and every remote share it, and with it one session and one auth listener.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getPublicConfig, registerPageInstance } from '@marquee/shared/config';

let client: SupabaseClient | null = null;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getPublicConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
    registerPageInstance('supabase-client');
  }
  return client;
}
