import { Alert, Stack, Text, chakra } from '@marquee/shared/ui';
import { summaryLines } from '../import/import-summary';
import { journalSummaryLines } from './journal-counts';
import type { ImportReport } from '../import/use-letterboxd-import';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import { withYear } from './import-preview-row';

const films = (count: number) => `${count} ${count === 1 ? 'film' : 'films'}`;

function FilmList({ title, list, testId }: { title: string; list: LetterboxdFilm[]; testId: string }) {
  if (list.length === 0) return null;
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      <chakra.ul data-testid={testId} ps="5" listStyleType="disc" fontSize="sm" color="fg.muted">
        {list.map((film) => (
          <li key={film.key}>{withYear(film.name, film.year)}</li>
        ))}
      </chakra.ul>
    </Stack>
  );
}

/** What the import saved, by kind, and what it did not: reviews without a rating, films not found. */
export function ImportResult({ report }: { report: ImportReport }) {
  const lines = [...summaryLines(report.summary), ...journalSummaryLines(report.journal)];
  const nothing = lines.length === 0;
  return (
    <Stack gap="4" data-testid="letterboxd-result">
      <Alert.Root status={nothing ? 'info' : 'success'} borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{nothing ? 'Nothing new to import' : 'Saved from Letterboxd'}</Alert.Title>
          <Alert.Description>
            {nothing ? (
              'Marquee already has every rating, review, watchlist film, diary entry and list you chose from this export.'
            ) : (
              <chakra.ul ps="5" listStyleType="disc">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </chakra.ul>
            )}
            {report.truncated > 0 ? <Text>{films(report.truncated)} had reviews over 2,000 characters; they were cut to fit.</Text> : null}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <FilmList
        title="Reviews not imported: they have no rating, and a Marquee review needs one"
        list={report.unrated}
        testId="letterboxd-unrated"
      />
      <FilmList title="Not found on Marquee" list={report.notFound} testId="letterboxd-result-not-found" />
    </Stack>
  );
}
