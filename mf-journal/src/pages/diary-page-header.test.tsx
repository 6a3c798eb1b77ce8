/**
 * /diary draws its header while the page's Supabase client is still loading (here: never), so
 * the page's largest text does not wait for supabase-js and the first request.
 */
import { screen } from '@testing-library/react';
import { use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as SupabaseModule from '@marquee/shared/supabase';
import { createFakeTmdb, createTestAccount, renderWithProviders } from '@marquee/shared/testing';
import DiaryPage from './diary-page';

vi.mock('@marquee/shared/supabase', async (importOriginal) => {
  const original = await importOriginal<typeof SupabaseModule>();
  const loading = new Promise<never>(() => undefined);
  return { ...original, useSupabaseClient: () => use(loading) };
});

describe('DiaryPage before its Supabase client has loaded', () => {
  it('shows its title and subtitle, and no entries nor an empty diary', async () => {
    const account = await createTestAccount();
    renderWithProviders(<DiaryPage />, { user: account.user, tmdb: createFakeTmdb(() => undefined, { genres: [] }).client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Diary' })).toBeTruthy();
    expect(screen.getByText('The films you watched, and when.')).toBeTruthy();
    expect(screen.queryByText('Your diary is empty')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
