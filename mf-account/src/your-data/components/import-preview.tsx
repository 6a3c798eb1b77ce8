import { Badge, Box, Button, HStack, Stack, Text, chakra } from '@marquee/shared/ui';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import type { UploadedFile } from '../parse/export-files';
import { importedParts, type ExistingReviews, type PlannedFilm } from '../import/plan-import';
import type { MatchedMovie } from '../match/match-films';
import { releaseYear } from '../match/title-match';
import { NotFoundFilms } from './not-found-films';
import { UploadedFiles } from './uploaded-files';

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
}

const films = (count: number) => `${count} ${count === 1 ? 'film' : 'films'}`;
const withYear = (title: string, year: number | null) => (year === null ? title : `${title} (${year})`);

const Cell = chakra('td', { base: { px: '3', py: '2', borderTopWidth: '1px', verticalAlign: 'top', fontSize: 'sm' } });
const HeadCell = chakra('th', {
  base: { px: '3', py: '2', textAlign: 'start', fontSize: 'xs', color: 'fg.muted', fontWeight: 'semibold', textTransform: 'uppercase' },
});

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
}: ImportPreviewProps) {
  const chosen = planned.filter(({ film }) => !unticked.has(film.key)).length;
  const conflicts = planned.filter(({ hasExistingReview, film }) => hasExistingReview && film.rating !== null).length;
  return (
    <Stack gap="4" data-testid="letterboxd-preview">
      <HStack gap="3" flexWrap="wrap">
        <Badge colorPalette="green" size="lg">
          {films(planned.length)} matched
        </Badge>
        <Badge colorPalette="gray" size="lg">
          {notFound.length} not found
        </Badge>
      </HStack>
      {planned.length > 0 ? (
        <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
          <chakra.table w="full" minW="36rem">
            <thead>
              <tr>
                <HeadCell w="1">
                  <chakra.span srOnly>Import</chakra.span>
                </HeadCell>
                <HeadCell>Letterboxd</HeadCell>
                <HeadCell>Marquee</HeadCell>
                <HeadCell>Imports</HeadCell>
              </tr>
            </thead>
            <tbody>
              {planned.map(({ film, movie, hasExistingReview }) => (
                <tr key={film.key}>
                  <Cell>
                    <chakra.input
                      type="checkbox"
                      accentColor="orange.solid"
                      boxSize="4"
                      checked={!unticked.has(film.key)}
                      onChange={() => onToggle(film.key)}
                      aria-label={`Import ${withYear(film.name, film.year)}`}
                    />
                  </Cell>
                  <Cell>{withYear(film.name, film.year)}</Cell>
                  <Cell fontWeight="medium">{withYear(movie.title, releaseYear(movie.release_date))}</Cell>
                  <Cell>
                    <Stack gap="1" align="flex-start">
                      <Text>{importedParts(film).join(', ')}</Text>
                      {hasExistingReview && film.rating !== null ? (
                        <Badge colorPalette="orange" variant="subtle">
                          You already reviewed this
                        </Badge>
                      ) : null}
                    </Stack>
                  </Cell>
                </tr>
              ))}
            </tbody>
          </chakra.table>
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
        <Button colorPalette="orange" disabled={chosen === 0} onClick={onConfirm}>
          Import {films(chosen)}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
