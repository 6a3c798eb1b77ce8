import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SupabaseClientProvider } from '@marquee/shared/supabase';
import { createTestAccount, type TestAccount } from '@marquee/shared/testing';
import { profileQuery, profileQueryKey, readProfile, useProfile } from './profile-query';

let account: TestAccount;
beforeEach(async () => {
  account = await createTestAccount();
  account.network.requests.length = 0;
});

function providers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SupabaseClientProvider client={account.client}>{children}</SupabaseClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('readProfile', () => {
  it('reads the row of profiles by user_id', async () => {
    const profile = await readProfile(account.client, account.id);
    expect(profile).toMatchObject({ user_id: account.id, username: account.username, avatar_url: null });
    expect(account.network.requests).toEqual([{ method: 'GET', path: `/rest/v1/profiles?select=*&user_id=eq.${account.id}` }]);
  });

  it('treats no row (PGRST116) as no profile, and other failures as errors with the server’s words', async () => {
    await expect(readProfile(account.client, '00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
    account.network.failNext('GET', /^\/rest\/v1\/profiles/, {
      status: 500,
      body: { code: 'XX000', message: 'database is down', details: null, hint: null },
    });
    await expect(readProfile(account.client, account.id)).rejects.toThrow('database is down');
  });
});

describe('useProfile', () => {
  it('shows the row the header’s read already put in the cache, without asking again', async () => {
    const { queryClient, wrapper } = providers();
    const row = await queryClient.fetchQuery(profileQuery(account.client, account.id));
    expect(account.network.requests).toHaveLength(1);
    const { result } = renderHook(() => useProfile(account.id), { wrapper });
    expect(result.current.data).toBe(row);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(account.network.requests).toHaveLength(1);
  });

  it('reads the row itself when nothing has yet, and keeps it under the profile key', async () => {
    const { queryClient, wrapper } = providers();
    const { result } = renderHook(() => useProfile(account.id), { wrapper });
    await waitFor(() => expect(result.current.data?.username).toBe(account.username));
    expect(queryClient.getQueryData(profileQueryKey(account.id))).toBe(result.current.data);
  });

  it('asks nothing without a user', async () => {
    const { wrapper } = providers();
    const { result } = renderHook(() => useProfile(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(account.network.requests).toHaveLength(0);
  });
});
