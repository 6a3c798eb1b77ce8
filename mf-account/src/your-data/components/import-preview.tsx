import { Badge, Box, Button, HStack, Stack, chakra } from '@marquee/shared/ui';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import type { ExistingReviews, PlannedFilm } from '../import/plan-import';
import { HeadCell, ImportPreviewRow, PreviewBody, PreviewHead, PreviewTable } from './import-preview-row';
import { PreviewNotes } from './preview-notes';
import { reviewOutcome, writesAnything } from '../import/row-outcome';
import type { UploadedFile } from '../parse/export-files';
import type { MatchedMovie } from '../match/match-films';
import { NotFoundFilms } from './not-found-films';
import { UploadedFiles } from './uploaded-files';
import { EMPTY_JOURNAL_PLAN, journalWritesAnything, type JournalPlan } from '../import/journal-plan';
import { JournalNote, journalCounts } from './journal-counts';

interface ImportPreviewProps {
  planned: PlannedFilm[];
  notFound: LetterboxdFilm[];
  files: UploadedFile[];
  unticked: ReadonlySet<string>;
  existing: ExistingReviews;
  onToggle: (key: string) => void;
  onExistingChange: (choice: ExistingReviews) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onPick: (film: LetterboxdFilm, movie: MatchedMovie) => Promise<void>;
  /** The export's diary, watched films and lists. */
  journal?: JournalPlan;
}

const films = (count: number) => `${count} ${count === 1 ? 'film' : 'films'}`;

/** What the import will write, before anything is: matches to untick, films not found, and the choice for reviews the user already has. */
export function ImportPreview({
  planned,
  notFound,
  files,
  unticked,
  existing,
  onToggle,
  onExistingChange,
  onConfirm,
  onCancel,
  onPick,
  journal = EMPTY_JOURNAL_PLAN,
}: ImportPreviewProps) {
  const chosenFilms = planned.filter(({ film }) => !unticked.has(film.key));
  const chosen = chosenFilms.filter((film) => writesAnything(film, existing)).length;
  // Reviews the choice below decides: the user has one, and Letterboxd's differs.
  const conflicts = planned.filter((row) => reviewOutcome(row, 'replace').kind.startsWith('replace')).length;
  return (
    <Stack gap="4" data-testid="letterboxd-preview">
      <HStack gap="3" flexWrap="wrap">
        <Badge colorPalette="green" size="lg">
          {films(planned.length)} matched
        </Badge>
        <Badge colorPalette="gray" size="lg">
          {notFound.length} not found
        </Badge>
        {journalCounts(journal).map((count) => (
          <Badge key={count} colorPalette="blue" size="lg">
            {count}
          </Badge>
        ))}
      </HStack>
      <JournalNote journal={journal} />
      <PreviewNotes planned={planned} chosen={chosenFilms} existing={existing} />
      {planned.length > 0 ? (
        <Box borderWidth="1px" borderRadius="lg" overflowX={{ md: 'auto' }}>
          <PreviewTable>
            <PreviewHead>
              <tr>
                <HeadCell w="1">
                  <chakra.span srOnly>Import</chakra.span>
                </HeadCell>
                <HeadCell>Letterboxd</HeadCell>
                <HeadCell>Marquee</HeadCell>
                <HeadCell>Imports</HeadCell>
              </tr>
            </PreviewHead>
            <PreviewBody>
              {planned.map((row) => (
                <ImportPreviewRow
                  key={row.film.key}
                  planned={row}
                  choice={existing}
                  ticked={!unticked.has(row.film.key)}
                  onToggle={onToggle}
                />
              ))}
            </PreviewBody>
          </PreviewTable>
        </Box>
      ) : null}
      {conflicts > 0 ? (
        <chakra.fieldset borderWidth="1px" borderRadius="lg" p="3">
          <chakra.legend px="1" fontSize="sm" fontWeight="medium">
            {films(conflicts)} you already reviewed on Marquee
          </chakra.legend>
          <HStack gap="6" flexWrap="wrap">
            {(
              [
                ['keep', 'Keep mine'],
                ['replace', 'Replace with Letterboxd’s'],
              ] as const
            ).map(([value, label]) => (
              <chakra.label key={value} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                <chakra.input
                  type="radio"
                  name="existing-reviews"
                  value={value}
                  accentColor="orange.solid"
                  checked={existing === value}
                  onChange={() => onExistingChange(value)}
                />
                {label}
              </chakra.label>
            ))}
          </HStack>
        </chakra.fieldset>
      ) : null}
      {notFound.length > 0 ? (
        <NotFoundFilms films={notFound} taken={new Set(planned.map(({ movie }) => movie.id))} onPick={onPick} />
      ) : null}
      <UploadedFiles files={files} />
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="orange" disabled={chosen === 0 && !journalWritesAnything(journal)} onClick={onConfirm}>
          {chosen === 0 && journalWritesAnything(journal) ? 'Import the diary and lists' : `Import ${films(chosen)}`}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
