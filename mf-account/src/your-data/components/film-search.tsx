/**
 * Search Marquee for one film the import did not find, and choose it: the product's movie search
 * (`useSearchMovies`, settled typing as in the search box), its first six results with poster,
 * title and year. A movie already in the import cannot be chosen again.
 */
import { useId, useState } from 'react';
import { formatYear } from '@marquee/shared/format';
import { MovieImage } from '@marquee/shared/movies';
import { useDebouncedValue } from '@marquee/shared/query';
import { useSearchMovies, type Movie } from '@marquee/shared/tmdb';
import { Box, Button, HStack, Input, Spinner, Stack, Text, chakra } from '@marquee/shared/ui';

const RESULT_LIMIT = 6;

interface FilmSearchProps {
  /** The film as Letterboxd names it: the first search, and what the box is labelled for. */
  label: string;
  initialQuery: string;
  /** Movies already in the import. */
  taken: ReadonlySet<number>;
  onChoose: (movie: Movie) => Promise<void>;
  onClose: () => void;
}

export function FilmSearch({ label, initialQuery, taken, onChoose, onClose }: FilmSearchProps) {
  const [text, setText] = useState(initialQuery);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const query = useDebouncedValue(text).trim();
  const search = useSearchMovies(query);
  const results = search.data?.results.slice(0, RESULT_LIMIT) ?? [];
  const resultsId = useId();

  const choose = async (movie: Movie) => {
    setChoosing(movie.id);
    setFailed(false);
    try {
      await onChoose(movie);
    } catch {
      setFailed(true);
      setChoosing(null);
    }
  };

  const status =
    query === ''
      ? 'Type a title to search.'
      : search.isPending
        ? 'Searching...'
        : search.isError
          ? 'Search is unavailable right now. Try again.'
          : results.length === 0
            ? `No movies found for "${query}"`
            : null;

  return (
    <Stack gap="2" mt="2" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" data-testid="letterboxd-film-search">
      <HStack gap="2">
        <Input
          size="sm"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={`Search Marquee for ${label}`}
          aria-controls={resultsId}
          bg="bg.panel"
        />
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </HStack>
      {status ? (
        <HStack role="status" gap="2" fontSize="sm" color="fg.muted">
          {search.isPending && query !== '' ? <Spinner size="xs" /> : null}
          <Text>{status}</Text>
        </HStack>
      ) : null}
      {failed ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          That film could not be added. Try again.
        </Text>
      ) : null}
      <chakra.ul id={resultsId} aria-label={`Movies for ${label}`} listStyleType="none" m="0" p="0" display="grid" gap="1">
        {status
          ? null
          : results.map((movie) => {
              const year = formatYear(movie.release_date);
              const name = year ? `${movie.title} (${year})` : movie.title;
              const inImport = taken.has(movie.id);
              return (
                <chakra.li key={movie.id} borderRadius="md" bg="bg.panel" px="2" py="1.5">
                  <HStack gap="3">
                    <Box width="8" flexShrink={0} borderRadius="sm" overflow="hidden">
                      <MovieImage kind="poster" path={movie.poster_path} size="w92" alt="" />
                    </Box>
                    <Stack gap="0" flex="1" minW="0">
                      <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
                        {movie.title}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {inImport ? `${year} · already in this import` : year}
                      </Text>
                    </Stack>
                    <Button
                      size="xs"
                      colorPalette="orange"
                      variant="outline"
                      flexShrink={0}
                      disabled={inImport || choosing !== null}
                      loading={choosing === movie.id}
                      aria-label={`Choose ${name}`}
                      onClick={() => void choose(movie)}
                    >
                      Choose
                    </Button>
                  </HStack>
                </chakra.li>
              );
            })}
      </chakra.ul>
    </Stack>
  );
}
