/**
 * A diary's entries, newest first (the day watched, then the order they were logged), a page at a
 * time. Row level security decides whose entries a caller reads: their own, or another member's
 * while that member's diary is public.
 */
import type { SupabaseClient, Tables } from '@marquee/shared/supabase';

export type DiaryEntry = Tables<'diary_entries'>;

export const DIARY_PAGE_SIZE = 50;

export interface DiaryPage {
  entries: DiaryEntry[];
  /** The next page's first row, or null after the last page. */
  nextOffset: number | null;
}

export async function fetchDiaryPage(client: SupabaseClient, userId: string, offset: number): Promise<DiaryPage> {
  const { data, error } = await client
    .from('diary_entries')
    .select('*')
    .eq('user_id', userId)
    .order('watched_on', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + DIARY_PAGE_SIZE - 1);
  if (error) throw error;
  return { entries: data, nextOffset: data.length === DIARY_PAGE_SIZE ? offset + DIARY_PAGE_SIZE : null };
}
