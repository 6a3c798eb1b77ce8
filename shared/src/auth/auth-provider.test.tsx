/**
 * The auth state a page can know before the Supabase client loads (a visitor, or a member's
 * stored session) is there in the first render: the components that show it are not drawn twice.
 * A change after the first commit re-renders them in one synchronous render (a store's updates are
 * never time-sliced), the longest task of a phone's cold load.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { Session } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@marquee/shared/supabase';
import { memoryStorage } from '@marquee/shared/testing';
import { AuthProvider, useAuth } from './auth-provider';
import { createAuthStore } from './auth-store';

const STORAGE_KEY = 'sb-127-auth-token';

const session = {
  access_token: 'header.payload.signature',
  refresh_token: 'refresh',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: {
    id: '6a1f1b9e-0000-4000-8000-000000000001',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  },
} satisfies Session;

/** A client that is still loading: everything the first screens show comes from the store. */
const neverLoads = () => new Promise<SupabaseClient>(() => {});

function renderCounted(storage: Storage) {
  const store = createAuthStore(neverLoads, { storage: () => storage, confirmStoredSessionWhen: () => new Promise(() => {}) });
  const renders: string[] = [];
  function Status() {
    const { user, loading } = useAuth();
    const shown = loading ? 'loading' : (user?.id ?? 'visitor');
    renders.push(shown);
    return <p>{shown}</p>;
  }
  render(
    <AuthProvider store={store}>
      <Status />
    </AuthProvider>,
  );
  return renders;
}

afterEach(cleanup);

describe('the auth state in the first render', () => {
  it('a visitor with nothing stored is signed out from the first render, drawn once', async () => {
    const renders = renderCounted(memoryStorage({ theme: 'dark' }));
    expect((await screen.findByText('visitor')).tagName).toBe('P');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual(['visitor']);
  });

  it("a member's stored session shows them signed in from the first render, drawn once", async () => {
    const renders = renderCounted(memoryStorage({ [STORAGE_KEY]: JSON.stringify(session) }));
    expect((await screen.findByText(session.user.id)).tagName).toBe('P');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual([session.user.id]);
  });
});
