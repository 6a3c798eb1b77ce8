/** Test-only: the shared test providers plus a fake Supabase client behind ReviewsClientProvider. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { ReviewsClientProvider } from '@marquee/shared/reviews';
import { renderWithProviders, type RenderWithProvidersOptions } from '@marquee/shared/testing';

export interface RenderWithReviewsOptions extends Omit<RenderWithProvidersOptions, 'wrap'> {
  client: SupabaseClient;
}

// Review queries and saves carry no retry rule of their own, so a failure shows at once.
const NO_RETRY = { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } };

export function renderWithReviews(ui: ReactNode, { client, ...options }: RenderWithReviewsOptions) {
  return renderWithProviders(ui, {
    queryClientConfig: NO_RETRY,
    ...options,
    wrap: (children) => <ReviewsClientProvider client={client}>{children}</ReviewsClientProvider>,
  });
}
