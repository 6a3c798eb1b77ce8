// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeTmdb } from '@marquee/shared/testing';
import { TmdbClientProvider } from '@marquee/shared/tmdb';
import { useYearOptions } from './use-year-options';

function renderWithClock(clock: { today: string; year: number; source: 'tmdb' | 'offline-catalog' }) {
  const fake = createFakeTmdb((body) => (body.path === '/marquee/clock' ? { success: true, data: clock } : undefined));
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TmdbClientProvider client={fake.client}>{children}</TmdbClientProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(() => useYearOptions(), { wrapper }), fake };
}

describe('useYearOptions', () => {
  it('offers years up to the current year with live TMDb data', async () => {
    const { result, fake } = renderWithClock({ today: '2026-11-23', year: 2026, source: 'tmdb' });
    await waitFor(() => expect(result.current[0]).toBe(2026));
    expect(fake.requests.map((request) => request.path)).toContain('/marquee/clock');
  });

  it('keeps 2025 as the newest year with the offline catalog and its pinned clock', async () => {
    const { result, fake } = renderWithClock({ today: '2010-04-16', year: 2010, source: 'offline-catalog' });
    await waitFor(() => expect(fake.requests.length).toBeGreaterThan(0));
    expect(result.current[0]).toBe(2025);
    expect(result.current).toHaveLength(125);
  });
});
