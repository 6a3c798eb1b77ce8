/**
 * A diary's page as one call (`diary_page`): the request both the diary's query (`fetchDiaryPage`)
 * and `/diary`'s declared first read (`reads`, with `:member` for the signed-in member) are built from.
 */
import type { DatabaseRead } from '@marquee/shared/first-paint';

export const DIARY_PAGE_SIZE = 50;

export function diaryPageRead(userId: string, offset: number) {
  return {
    rpc: 'diary_page',
    args: { diary_user: userId, page_offset: offset, page_size: DIARY_PAGE_SIZE },
  } as const satisfies DatabaseRead;
}
