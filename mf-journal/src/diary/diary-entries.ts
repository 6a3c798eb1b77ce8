/**
 * A diary's entries, newest first (the day watched, then the order they were logged), a page at a
 * time. Row level security decides whose entries a caller reads: their own, or another member's
 * while that member's diary is public.
 */
import type { SupabaseClient, Tables } from '@marquee/shared/supabase';
import { DIARY_PAGE_SIZE, diaryPageRead } from './diary-page-read';

export type DiaryEntry = Tables<'diary_entries'>;

export interface DiaryPage {
  entries: DiaryEntry[];
  /** The next page's first row, or null after the last page. */
  nextOffset: number | null;
}

export async function fetchDiaryPage(client: SupabaseClient, userId: string, offset: number): Promise<DiaryPage> {
  const { rpc, args } = diaryPageRead(userId, offset);
  const { data, error } = await client.rpc(rpc, args);
  if (error) throw error;
  return toDiaryPage(data, offset);
}

const isEntry = (row: unknown): row is DiaryEntry =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as { id?: unknown }).id === 'string' &&
  typeof (row as { watched_on?: unknown }).watched_on === 'string';

/** `diary_page`'s answer from `offset` as the diary reads it. */
export function toDiaryPage(data: unknown, offset: number): DiaryPage {
  if (!Array.isArray(data) || !data.every(isEntry)) throw new Error('Unexpected answer for diary_page');
  return { entries: data, nextOffset: data.length === DIARY_PAGE_SIZE ? offset + DIARY_PAGE_SIZE : null };
}
