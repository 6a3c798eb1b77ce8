/**
 * Which Supabase client the library hooks use: the page's one client unless a provider above
 * says otherwise, as tests do with an in-memory fake.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { getSupabase, type SupabaseClient } from '@marquee/shared/supabase';

// A getter, not the client: the page's client must not exist before its run-time config does.
const LibraryClientContext = createContext<() => SupabaseClient>(getSupabase);

export function LibraryClientProvider({ client, children }: { client: SupabaseClient; children: ReactNode }) {
  const getClient = useMemo(() => () => client, [client]);
  return <LibraryClientContext.Provider value={getClient}>{children}</LibraryClientContext.Provider>;
}

export function useLibraryClient(): SupabaseClient {
  return useContext(LibraryClientContext)();
}
