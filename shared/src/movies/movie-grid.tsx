/**
 * The responsive grid every movie listing uses: 2 columns on a phone up to 5 on a desktop,
 * with skeleton cards standing in while a page loads.
 */
import { useDeferredValue } from 'react';
import { SimpleGrid } from '@marquee/shared/ui';
import { useImageBaseUrl } from '@marquee/shared/format';
import { useGenres } from '@marquee/shared/tmdb';
import { MovieGridCardSkeleton } from './movie-card-skeletons';
import { MovieGridCardView, type CardTitleLevel, type MovieCardMovie } from './movie-grid-card';
import { usePrefetchMovieDetails } from './use-prefetch-movie-details';

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

/**
 * The browser skips the contents of a card that is off screen (`content-visibility: auto`): a
 * phone shows four of a listing's twenty, and the others are neither styled nor laid out until the
 * visitor scrolls near them. They stay in the page for assistive technology and find-in-page.
 * Until first drawn a card counts as 26rem tall, about its height at every width (a 2:3 poster
 * over its text), so the page's length hardly changes when it is. Skipping clips what a card
 * draws outside its box (its shadow, the lift on hover) unless the clip can be widened, so only
 * browsers that can widen it skip.
 */
const OFFSCREEN_CARDS_SKIPPED = {
  '@supports (overflow-clip-margin: 1px)': {
    '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 26rem', overflowClipMargin: '1.5rem' },
  },
} as const;

export const MOVIE_GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5 } as const;

export function MovieGrid({ movies, skeletons = 0, today, eagerCount = 0, label, titleAs }: MovieGridProps) {
  // Cards need the image base and genre names: read once here for all of them (not one query
  // subscription per card), and asked for while the skeletons show, beside the list's own request.
  const imageBase = useDeferredValue(useImageBaseUrl());
  const genres = useDeferredValue(useGenres().data);
  const onIntent = usePrefetchMovieDetails();
  // What arrives (the list, then the image base or the genre names) renders the cards in a
  // background pass, which React splits into slices that leave a phone's main thread free between
  // them; the urgent pass only re-renders this grid, whose memoized cards are unchanged. Until it
  // lands, the cards still to come keep their places as skeletons, so nothing shifts.
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
      css={OFFSCREEN_CARDS_SKIPPED}
    >
      {shown.map((movie, index) => (
        <li key={movie.id}>
          <MovieGridCardView
            movie={movie}
            today={today}
            eager={index < eagerCount}
            titleAs={titleAs}
            imageBase={imageBase}
            genres={genres}
            onIntent={onIntent}
          />
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
