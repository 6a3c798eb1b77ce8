import { describe, expect, it } from 'vitest';
import { createTestAccount } from '@marquee/shared/testing';
import { LIBRARY_PAGE_SIZE, fetchLibraryPage } from './library-api';
import { LIBRARY_KINDS, type LibraryKind, type LibraryPage } from './types';

async function everyPage(account: Awaited<ReturnType<typeof createTestAccount>>, kind: LibraryKind): Promise<LibraryPage[]> {
  const pages: LibraryPage[] = [];
  let cursor: LibraryPage['nextCursor'] = null;
  do {
    const page = await fetchLibraryPage(account.client, account.id, kind, cursor);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 10);
  return pages;
}

describe('fetchLibraryPage', () => {
  it.each(LIBRARY_KINDS)('%s: rows sharing one time across a page boundary each appear once, newest first', async (kind) => {
    const account = await createTestAccount();
    // A Letterboxd import dates a day's watchlist films at the same instant (noon UTC).
    const sameDay = Array.from({ length: 30 }, (_, index) => ({
      movie_id: 100 + index,
      title: `Same day ${index + 1}`,
      created_at: '2024-03-02T12:00:00+00:00',
    }));
    const { error } = await account.client
      .from(kind)
      .insert([...sameDay, { movie_id: 1, title: 'Newer', created_at: '2024-05-01T12:00:00+00:00' }]);
    expect(error).toBeNull();

    const pages = await everyPage(account, kind);
    const ids = pages.flatMap((page) => page.rows.map((row) => row.movie_id));
    expect(pages.map((page) => page.rows.length)).toEqual([LIBRARY_PAGE_SIZE, 31 - LIBRARY_PAGE_SIZE]);
    expect(ids[0]).toBe(1);
    expect(new Set(ids).size).toBe(31);
    expect(ids.sort((a, b) => a - b)).toEqual([1, ...sameDay.map((row) => row.movie_id)]);
    expect(pages[0]?.total).toBe(31);
  });
});
