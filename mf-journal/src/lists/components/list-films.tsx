/** A list's films as everyone reads them: in order, with rank numbers when the list is ranked. */
import { MovieImage, MovieLink, moviePath } from '@marquee/shared/movies';
import { Box, HStack, Skeleton, Stack, Text, chakra } from '@marquee/shared/ui';
import type { ListFilm } from '../lib/list-editor';
import { useFilmRef } from './film-ref';

function FilmItem({ film, rank }: { film: ListFilm; rank: number | null }) {
  const ref = useFilmRef(film);
  return (
    <HStack as="li" gap="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      {rank !== null ? (
        <Text minW="8" textAlign="end" fontWeight="bold" fontSize="lg" color="orange.fg" aria-label={`Rank ${rank}`}>
          {rank}
        </Text>
      ) : null}
      <Box asChild width="12" flexShrink={0} borderRadius="md" overflow="hidden">
        <MovieLink to={moviePath(film.tmdbId)} aria-hidden="true" tabIndex={-1}>
          <MovieImage kind="poster" path={ref.posterPath} size="w92" alt="" />
        </MovieLink>
      </Box>
      <Stack gap="0" minW="0">
        {ref.loading ? (
          <Skeleton height="4" width="40" />
        ) : (
          <MovieLink
            to={moviePath(film.tmdbId)}
            fontWeight="semibold"
            color="fg"
            _hover={{ color: 'orange.fg', textDecoration: 'underline' }}
          >
            {ref.title}
          </MovieLink>
        )}
        <Text fontSize="sm" color="fg.muted">
          {ref.year}
        </Text>
      </Stack>
    </HStack>
  );
}

export function ListFilms({ films, ranked }: { films: readonly ListFilm[]; ranked: boolean }) {
  return (
    <chakra.ol listStyleType="none" m="0" p="0" aria-label="Films">
      {films.map((film, index) => (
        <FilmItem key={film.tmdbId} film={film} rank={ranked ? index + 1 : null} />
      ))}
    </chakra.ol>
  );
}
