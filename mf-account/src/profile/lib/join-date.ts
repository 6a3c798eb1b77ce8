import { formatDate } from '@marquee/shared/format';

/**
 * The day an account was created, en-US long (`June 1, 2025`). The timestamp's calendar day is
 * read in UTC, like every date Marquee prints, so it does not shift with the visitor's zone.
 */
export function formatAccountDate(createdAt: string | null | undefined): string {
  const formatted = formatDate(createdAt);
  return formatted === 'TBA' ? 'Unknown' : formatted;
}
