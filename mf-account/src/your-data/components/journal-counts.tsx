/** The diary, watched films and lists as the preview counts them and the result says what was saved. */
import { Text } from '@marquee/shared/ui';
import { DIARY_ENTRIES_A_DAY, type JournalPlan } from '../import/journal-plan';
import type { JournalSummary } from '../import/write-journal';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "43 diary entries", "81 watched films", "1 list": each kind the export holds. */
export function journalCounts({ counts }: Pick<JournalPlan, 'counts'>): string[] {
  return [
    counts.diary > 0 ? count(counts.diary, 'diary entry', 'diary entries') : null,
    counts.watched > 0 ? count(counts.watched, 'watched film', 'watched films') : null,
    counts.lists > 0 ? count(counts.lists, 'list', 'lists') : null,
  ].filter((line): line is string => line !== null);
}

export function journalSummaryLines(summary: JournalSummary | undefined): string[] {
  if (!summary) return [];
  return [
    summary.diary > 0 ? `${count(summary.diary, 'diary entry', 'diary entries')} added to your diary` : null,
    summary.watched > 0 ? `${count(summary.watched, 'film', 'films')} marked as watched` : null,
    summary.lists > 0 ? `${count(summary.lists, 'list', 'lists')} created (private until you make them public)` : null,
    summary.diaryOverDayLimit > 0
      ? `${count(summary.diaryOverDayLimit, 'diary entry', 'diary entries')} left out: a diary holds at most ${DIARY_ENTRIES_A_DAY} entries a day`
      : null,
  ].filter((line): line is string => line !== null);
}

/** What happens to the diary, watched films and lists, said before anything is written. */
export function JournalNote({ journal }: { journal: JournalPlan }) {
  if (journalCounts(journal).length === 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="letterboxd-journal-note">
      Diary entries keep their watch dates and rewatches; watched films their dates; lists their order, as private lists. Entries, films and
      lists Marquee already has are not added again.
      {journal.missing > 0 ? ` ${count(journal.missing, 'row is', 'rows are')} of films not found and will be left out.` : ''}
      {journal.overDayLimit > 0
        ? ` ${count(journal.overDayLimit, 'diary entry is', 'diary entries are')} past a day's ${DIARY_ENTRIES_A_DAY} and will be left out.`
        : ''}
    </Text>
  );
}
