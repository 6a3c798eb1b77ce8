/**
 * Test-only: the shared test providers over the local test stack — signed in as `account` when
 * given, a guest otherwise.
 */
import type { ReactNode } from 'react';
import { anonTestClient, renderWithProviders, type RenderWithProvidersOptions, type TestAccount } from '@marquee/shared/testing';

export interface RenderWithReviewsOptions extends Omit<RenderWithProvidersOptions, 'supabase' | 'user' | 'authStore'> {
  account?: TestAccount | null;
}

// Review queries and saves carry no retry rule of their own, so a failure shows at once.
const NO_RETRY = { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } };

export function renderWithReviews(ui: ReactNode, { account = null, ...options }: RenderWithReviewsOptions = {}) {
  return renderWithProviders(ui, {
    queryClientConfig: NO_RETRY,
    ...options,
    user: account?.user ?? null,
    supabase: account?.client ?? anonTestClient(),
  });
}
