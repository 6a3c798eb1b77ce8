/**
 * The responsive grid every movie listing uses: 2 columns on a phone up to 5 on a desktop,
 * with skeleton cards standing in while a page loads.
 */
import { useDeferredValue } from 'react';
import { SimpleGrid } from '@marquee/shared/ui';
import { useConfiguration, useGenres } from '@marquee/shared/tmdb';
import { MovieGridCardSkeleton } from './movie-card-skeletons';
import { MovieGridCard, type CardTitleLevel, type MovieCardMovie } from './movie-grid-card';

export interface MovieGridProps {
  movies: readonly MovieCardMovie[];
  /** Skeleton cards appended after the movies (initial load, or the next page on its way). */
  skeletons?: number;
  today?: string;
  /** How many leading posters to load eagerly (above the fold). */
  eagerCount?: number;
  label?: string;
  /** The cards' title level: h2 when the grid sits right under the page's h1. */
  titleAs?: CardTitleLevel;
}

export const MOVIE_GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5 } as const;

export function MovieGrid({ movies, skeletons = 0, today, eagerCount = 0, label, titleAs }: MovieGridProps) {
  // Cards need the image base and genre names; asking while the skeletons show keeps those
  // requests beside the list's own instead of after it.
  useConfiguration();
  useGenres();
  // Cards that arrive with a list's data render in a background pass, which React splits into
  // slices that leave a phone's main thread free between them; until it lands, the cards still
  // to come keep their places as skeletons, so nothing shifts.
  const shown = useDeferredValue(movies);
  const placeholders = skeletons + Math.max(0, movies.length - shown.length);
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={MOVIE_GRID_COLUMNS}
      gap={{ base: 3, md: 5 }}
      aria-label={label}
      aria-busy={placeholders > 0}
    >
      {shown.map((movie, index) => (
        <li key={movie.id}>
          <MovieGridCard movie={movie} today={today} eager={index < eagerCount} titleAs={titleAs} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`skeleton-${index}`}>
          <MovieGridCardSkeleton />
        </li>
      ))}
    </SimpleGrid>
  );
}
