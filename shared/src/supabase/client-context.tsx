/**
 * Which Supabase client the data hooks use: the page's one client, unless a provider above says
 * otherwise — as tests do with a client of the local test stack, signed in as a test account.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SupabaseClient } from './client-type';
import { getSupabase } from './page-client';

// A getter, not the client: the page's client must not exist before its run-time config does.
const SupabaseClientContext = createContext<() => SupabaseClient>(getSupabase);

export function SupabaseClientProvider({ client, children }: { client: SupabaseClient; children: ReactNode }) {
  const getClient = useMemo(() => () => client, [client]);
  return <SupabaseClientContext.Provider value={getClient}>{children}</SupabaseClientContext.Provider>;
}

/** The Supabase client for this part of the tree (called during render, after the config exists). */
export function useSupabaseClient(): SupabaseClient {
  return useContext(SupabaseClientContext)();
}
