/**
 * Up to two genre names for a movie, on every card. List results carry only genre ids; names
 * come from the genre list, cached for 24 h, so a page of cards asks for it once.
 */
import { Badge, HStack } from '@marquee/shared/ui';
import { useGenres, type Genre } from '@marquee/shared/tmdb';
import { genreNamesFor } from './genre-names';

export const MAX_GENRE_BADGES = 2;

export function GenreBadges({ genreIds, genres }: { genreIds?: readonly number[]; genres?: readonly Genre[] }) {
  const max = MAX_GENRE_BADGES;
  // Details already name their genres; only bare ids need the list.
  const { data: genreList } = useGenres({ enabled: !genres });
  const names = genres ? genres.slice(0, max).map((genre) => genre.name) : genreNamesFor(genreIds, genreList, max);
  if (names.length === 0) return null;
  return (
    <HStack gap="1.5" flexWrap="wrap">
      {names.map((name) => (
        <Badge key={name} variant="outline" size="sm" colorPalette="gray">
          {name}
        </Badge>
      ))}
    </HStack>
  );
}
