import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anonTestClient, createTestAccount, renderWithProviders, type TestAccount } from '@marquee/shared/testing';
import PublicDiaryPage from './public-diary-page';

async function diaryOwner(publicDiary: boolean): Promise<TestAccount> {
  const owner = await createTestAccount();
  expect(
    (await owner.client.from('diary_entries').insert({ tmdb_id: 603, title: 'The Matrix', watched_on: '2025-05-05' })).error,
  ).toBeNull();
  if (!publicDiary) expect((await owner.client.from('profiles').update({ diary_public: false }).eq('user_id', owner.id)).error).toBeNull();
  return owner;
}

function renderDiaryOf(owner: TestAccount, viewer: TestAccount | null) {
  renderWithProviders(<PublicDiaryPage />, {
    path: '/u/:username/diary',
    entry: `/u/${owner.username}/diary`,
    user: viewer?.user ?? null,
    supabase: viewer?.client ?? anonTestClient(),
  });
}

describe('PublicDiaryPage', () => {
  it('shows a public diary to a guest, under its month', async () => {
    const owner = await diaryOwner(true);
    renderDiaryOf(owner, null);
    expect(await screen.findByRole('heading', { level: 2, name: 'May 2025' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The Matrix' })).toBeTruthy();
  });

  it('answers "Diary not found" for a private diary to another member, and shows it to its owner', async () => {
    const owner = await diaryOwner(false);
    const other = await createTestAccount();
    renderDiaryOf(owner, other);
    expect(await screen.findByRole('heading', { name: 'Diary not found' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'The Matrix' })).toBeNull();
    renderDiaryOf(owner, owner);
    expect(await screen.findByRole('link', { name: 'The Matrix' })).toBeTruthy();
  });
});
