/** The diary's month headings: entries (already newest first) grouped by the month they were watched. */
import { formatMonthYear } from '@marquee/shared/format';

export interface MonthGroup<Entry> {
  /** `2026-11` */
  key: string;
  /** `November 2026` */
  label: string;
  entries: Entry[];
}

export function groupByMonth<Entry extends { watched_on: string }>(entries: readonly Entry[]): MonthGroup<Entry>[] {
  const groups: MonthGroup<Entry>[] = [];
  for (const entry of entries) {
    const key = entry.watched_on.slice(0, 7);
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, label: formatMonthYear(new Date(`${key}-01T00:00:00Z`)), entries: [entry] });
  }
  return groups;
}

/** The day of the month an entry was watched (`7`). */
export function dayOfMonth(watchedOn: string): number {
  return Number(watchedOn.slice(8, 10));
}
