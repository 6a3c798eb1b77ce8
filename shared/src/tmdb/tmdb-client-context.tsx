/**
 * Which TMDb client the hooks use: the page's (GETs to the configured project's proxy) unless a
 * provider above says otherwise, as tests do with a client of the local test stack.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { getPublicConfig } from '@marquee/shared/config';
import { createTmdbClient, type TmdbClient } from './tmdb-client';

/** Reads the project's URL at each call: the run-time configuration may replace it at start-up. */
export const tmdbClient: TmdbClient = createTmdbClient({ supabaseUrl: () => getPublicConfig().supabaseUrl });

const TmdbClientContext = createContext<TmdbClient>(tmdbClient);

export function TmdbClientProvider({ client, children }: { client: TmdbClient; children: ReactNode }) {
  return <TmdbClientContext.Provider value={client}>{children}</TmdbClientContext.Provider>;
}

export function useTmdbClient(): TmdbClient {
  return useContext(TmdbClientContext);
}
