/**
 * Which Supabase client the data hooks use: the page's one client, unless a provider above says
 * otherwise — as tests do with a client of the local test stack, signed in as a test account.
 */
import { createContext, use, useContext, type ReactNode } from 'react';
import type { SupabaseClient } from './client-type';
import { loadSupabase, loadedSupabase } from './page-client';

/** null: the page's client, loaded on first use. */
const SupabaseClientContext = createContext<SupabaseClient | null>(null);

export function SupabaseClientProvider({ client, children }: { client: SupabaseClient; children: ReactNode }) {
  return <SupabaseClientContext.Provider value={client}>{children}</SupabaseClientContext.Provider>;
}

/**
 * The Supabase client for this part of the tree. The page's client may still be loading: the
 * component then suspends until it is there (its Suspense boundary shows meanwhile).
 */
export function useSupabaseClient(): SupabaseClient {
  return useContext(SupabaseClientContext) ?? loadedSupabase() ?? use(loadSupabase());
}

/**
 * The Supabase client for this part of the tree when it is asked for, without suspending: for a
 * query whose data may need no client (read early, `takeDatabaseRead`), so its page renders at once.
 */
export function useSupabaseClientLater(): () => Promise<SupabaseClient> {
  const provided = useContext(SupabaseClientContext);
  return provided ? () => Promise.resolve(provided) : loadSupabase;
}
