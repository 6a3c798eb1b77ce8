/**
 * Recommendations ("people who liked this") lean on the director and era; similar titles lean
 * on genre, source material and rating. Both exclude the film itself and unrelated films.
 */
import type { CatalogMovie } from './catalog-types.ts';

const MAX_RELATED = 40;

function sharedGenres(a: CatalogMovie, b: CatalogMovie): number {
  return a.genres.filter((genre) => b.genres.some((other) => other.id === genre.id)).length;
}

function eraCloseness(a: CatalogMovie, b: CatalogMovie, span: number): number {
  if (a.year === null || b.year === null) return 0;
  return Math.max(0, 1 - Math.abs(a.year - b.year) / span);
}

function rank(movie: CatalogMovie, pool: readonly CatalogMovie[], score: (other: CatalogMovie) => number) {
  return pool
    .filter((other) => other.id !== movie.id)
    .map((other) => ({ other, score: score(other) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.other.popularity - a.other.popularity || a.other.id - b.other.id)
    .slice(0, MAX_RELATED)
    .map((entry) => entry.other);
}

export function recommendationsFor(movie: CatalogMovie, pool: readonly CatalogMovie[]): CatalogMovie[] {
  return rank(movie, pool, (other) => {
    const genres = sharedGenres(movie, other);
    const sameDirector = movie.director !== null && movie.director === other.director;
    if (genres === 0 && !sameDirector) return 0;
    return genres * 2 + (sameDirector ? 4 : 0) + eraCloseness(movie, other, 10) * 2 + Math.log10(other.voteCount + 1) / 3;
  });
}

export function similarTo(movie: CatalogMovie, pool: readonly CatalogMovie[]): CatalogMovie[] {
  return rank(movie, pool, (other) => {
    const genres = sharedGenres(movie, other);
    if (genres === 0) return 0;
    const overlap = genres / Math.max(movie.genres.length, other.genres.length);
    return (
      overlap * 4 +
      (movie.source !== null && movie.source === other.source ? 1 : 0) +
      (movie.creativeType !== null && movie.creativeType === other.creativeType ? 1 : 0) +
      (movie.mpaaRating !== null && movie.mpaaRating === other.mpaaRating ? 0.5 : 0) +
      eraCloseness(movie, other, 20)
    );
  });
}
