/**
 * Which Supabase client the review hooks use: the page's unless a provider above says
 * otherwise, so tests render them against a fake client.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { getSupabase, type SupabaseClient } from '@marquee/shared/supabase';

type ClientSource = () => SupabaseClient;

// A getter, not a client: the page's client must not exist before the run-time config is applied.
const ReviewsClientContext = createContext<ClientSource>(getSupabase);

export function ReviewsClientProvider({ client, children }: { client: SupabaseClient; children: ReactNode }) {
  return <ReviewsClientContext.Provider value={() => client}>{children}</ReviewsClientContext.Provider>;
}

export function useReviewsClient(): ClientSource {
  return useContext(ReviewsClientContext);
}
