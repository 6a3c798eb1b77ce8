/**
 * Which TMDb client the hooks use: the page's (over the shared Supabase client) unless a
 * provider above says otherwise, as tests and storybook-like harnesses do.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { getSupabase } from '@marquee/shared/supabase';
import { createTmdbClient, type TmdbClient } from './tmdb-client';

/** Created lazily: the Supabase client must not exist before the run-time config is applied. */
export const tmdbClient: TmdbClient = createTmdbClient(() => getSupabase());

const TmdbClientContext = createContext<TmdbClient>(tmdbClient);

export function TmdbClientProvider({ client, children }: { client: TmdbClient; children: ReactNode }) {
  return <TmdbClientContext.Provider value={client}>{children}</TmdbClientContext.Provider>;
}

export function useTmdbClient(): TmdbClient {
  return useContext(TmdbClientContext);
}
