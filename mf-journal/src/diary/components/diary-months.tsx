/** A diary's entries under their month headings ("November 2026"), newest first. */
import type { ReactNode } from 'react';
import { Heading, Stack } from '@marquee/shared/ui';
import type { DiaryEntry } from '../api/diary-entries';
import { groupByMonth } from '../lib/group-by-month';
import { DiaryEntryRow } from './diary-entry-row';

export function DiaryMonths({ entries, actionsFor }: { entries: readonly DiaryEntry[]; actionsFor?: (entry: DiaryEntry) => ReactNode }) {
  return (
    <Stack gap="6">
      {groupByMonth(entries).map((month) => (
        <Stack as="section" key={month.key} gap="1" aria-labelledby={`diary-month-${month.key}`}>
          <Heading as="h2" size="md" id={`diary-month-${month.key}`}>
            {month.label}
          </Heading>
          <Stack as="ul" gap="0" listStyleType="none" aria-label={month.label}>
            {month.entries.map((entry) => (
              <DiaryEntryRow key={entry.id} entry={entry} actions={actionsFor?.(entry)} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
