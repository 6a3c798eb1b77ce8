import type { Genre } from '@marquee/shared/tmdb';

/** Names for a movie's genre ids from the cached genre list, in the movie's order; unknown ids are skipped. */
export function genreNamesFor(ids: readonly number[] | undefined, genres: readonly Genre[] | undefined, max = 2): string[] {
  if (!ids || !genres) return [];
  const byId = new Map(genres.map((genre) => [genre.id, genre.name]));
  return ids
    .map((id) => byId.get(id))
    .filter((name): name is string => Boolean(name))
    .slice(0, max);
}
