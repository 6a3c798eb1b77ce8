/**
 * The films the import did not find, each with "Find on Marquee": the member searches and
 * chooses the film, and it joins the import above. One search is open at a time.
 */
import { useState } from 'react';
import { formatYear } from '@marquee/shared/format';
import type { Movie } from '@marquee/shared/tmdb';
import { Button, HStack, Stack, Text, chakra } from '@marquee/shared/ui';
import { matchedMovie, type MatchedMovie } from '../match/match-films';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import { FilmSearch } from './film-search';

interface NotFoundFilmsProps {
  films: LetterboxdFilm[];
  /** Movies already in the import. */
  taken: ReadonlySet<number>;
  onPick: (film: LetterboxdFilm, movie: MatchedMovie) => Promise<void>;
}

const withYear = (title: string, year: number | null) => (year === null ? title : `${title} (${year})`);

export function NotFoundFilms({ films, taken, onPick }: NotFoundFilmsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const choose = async (film: LetterboxdFilm, movie: Movie) => {
    await onPick(film, matchedMovie(movie));
    setOpen(null);
    const year = formatYear(movie.release_date);
    setAdded(`${withYear(film.name, film.year)} will import as ${year ? `${movie.title} (${year})` : movie.title}.`);
  };

  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        Not found on Marquee
      </Text>
      <Text role="status" fontSize="sm" color="fg.muted">
        {added ?? 'Find a film on Marquee and choose it to add it to the import.'}
      </Text>
      <chakra.ul data-testid="letterboxd-not-found" listStyleType="none" m="0" p="0" borderWidth="1px" borderRadius="lg">
        {films.map((film, index) => {
          const label = withYear(film.name, film.year);
          return (
            <chakra.li key={film.key} px="3" py="2" borderTopWidth={index === 0 ? '0' : '1px'}>
              <HStack gap="3" justify="space-between">
                <Text fontSize="sm" flex="1" minW="0">
                  {label}
                </Text>
                {open === film.key ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    flexShrink={0}
                    aria-label={`Find ${label} on Marquee`}
                    onClick={() => setOpen(film.key)}
                  >
                    Find on Marquee
                  </Button>
                )}
              </HStack>
              {open === film.key ? (
                <FilmSearch
                  label={label}
                  initialQuery={film.name}
                  taken={taken}
                  onChoose={(movie) => choose(film, movie)}
                  onClose={() => setOpen(null)}
                />
              ) : null}
            </chakra.li>
          );
        })}
      </chakra.ul>
    </Stack>
  );
}
