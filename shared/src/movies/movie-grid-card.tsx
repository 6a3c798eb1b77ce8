/**
 * Grid card: poster, title, rating, year or TBA, up to 2 genres, Coming Soon.
 *
 * A listing draws twenty of these at once, on every main page, so a card is one styled element
 * (the link) whose parts are plain elements styled by its selectors, not a dozen Chakra
 * components each computing its styles: on a phone that was most of the work of showing a list.
 * `MovieGrid` renders the memoized view with the image base and genre names it reads once for
 * all its cards; `MovieGridCard` is the same card on its own, reading them itself.
 */
import { memo, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { chakra, STAR_ICON_PATH } from '@marquee/shared/ui';
import { formatRating, formatYear, imageUrl, isFutureRelease, useImageBaseUrl } from '@marquee/shared/format';
import { useGenres, type Genre, type Movie } from '@marquee/shared/tmdb';
import { COMING_SOON } from './coming-soon-badge';
import { MAX_GENRE_BADGES } from './genre-badges';
import { genreNamesFor } from './genre-names';
import { useImageWithFallback } from './movie-image';
import { moviePath } from './movie-link';
import { ratingLabel } from './rating-badge';
import { usePrefetchMovieDetails } from './use-prefetch-movie-details';

export type MovieCardMovie = Pick<Movie, 'id' | 'title' | 'poster_path' | 'release_date' | 'vote_average'> &
  Partial<Pick<Movie, 'genre_ids' | 'backdrop_path' | 'overview' | 'vote_count'>>;

export type CardTitleLevel = 'h2' | 'h3';

export interface MovieGridCardProps {
  movie: MovieCardMovie;
  /** "Today" for the Coming Soon badge, `YYYY-MM-DD`; the visitor's date unless a list says otherwise. */
  today?: string;
  /** Load the poster at once: for the first cards above the fold. */
  eager?: boolean;
  /** The title's heading level: h2 right under a page's h1, h3 inside a titled section. */
  titleAs?: CardTitleLevel;
}

export interface MovieGridCardViewProps extends MovieGridCardProps {
  /** Where posters live (`useImageBaseUrl`); `null` while unknown, and the poster waits. */
  imageBase: string | null;
  /** The genre list that names the movie's genre ids; none yet, no badges. */
  genres: readonly Genre[] | undefined;
  /** Hovering or focusing the card: the visitor may open it (prefetch its details). */
  onIntent: (movieId: number) => void;
}

/** A small badge, as Chakra's Badge recipe draws size `sm` (the other cards' badges are that recipe). */
const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '1.5',
  minH: '5',
  borderRadius: 'l2',
  textStyle: 'xs',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
} as const;

const CardLink = chakra(RouterLink, {
  base: {
    display: 'flex',
    flexDirection: 'column',
    height: 'full',
    minWidth: '0',
    overflow: 'hidden',
    borderRadius: 'xl',
    bg: 'bg.panel',
    color: 'fg',
    boxShadow: 'md',
    outline: 'none',
    focusVisibleRing: 'outside',
    transition: 'transform 0.2s ease, box-shadow 0.2s ease',
    _hover: { transform: 'translateY(-4px)', boxShadow: 'lg' },
    '& > [data-part=poster]': { position: 'relative', aspectRatio: '2 / 3', overflow: 'hidden', bg: 'bg.emphasized' },
    '& > [data-part=poster] > img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
    '& > [data-part=body]': { display: 'flex', flexDirection: 'column', flex: '1', gap: '2', p: '3' },
    '& [data-part=title]': { fontWeight: 'semibold', fontSize: 'sm', lineHeight: 'short', lineClamp: 2 },
    '& [data-part=meta]': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    '& [data-part=year]': { fontSize: 'sm', color: 'fg.muted' },
    '& [data-part=genres]': { display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: 'auto', minH: '5' },
    '& [data-part=badge]': badge,
    '& [data-part=badge][data-kind=coming-soon]': {
      position: 'absolute',
      top: '2',
      left: '2',
      bg: 'orange.solid',
      color: 'orange.contrast',
    },
    '& [data-part=badge][data-kind=rating]': { bg: 'yellow.subtle', color: 'yellow.fg' },
    '& [data-part=badge][data-kind=genre]': {
      color: 'gray.fg',
      shadowColor: 'gray.border',
      boxShadow: 'inset 0 0 0px 1px var(--shadow-color)',
    },
    '& [data-part=badge] > svg': { width: '1em', height: '1em', flexShrink: 0 },
  },
});

function Poster({ movie, imageBase, eager }: Pick<MovieGridCardViewProps, 'movie' | 'imageBase' | 'eager'>) {
  const { shown, onError } = useImageWithFallback(
    'poster',
    imageBase === null ? null : imageUrl('poster', movie.poster_path, 'w342', imageBase),
  );
  if (shown === null) return null;
  return (
    <img
      src={shown}
      alt={`${movie.title} poster`}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-movie-image="poster"
      onError={onError}
    />
  );
}

/** The card from what it is given: re-renders only when its movie or the shared data change. */
export const MovieGridCardView = memo(function MovieGridCardView({
  movie,
  today,
  eager = false,
  titleAs: Title = 'h3',
  imageBase,
  genres,
  onIntent,
}: MovieGridCardViewProps) {
  const rating = formatRating(movie.vote_average);
  const genreNames = genreNamesFor(movie.genre_ids, genres, MAX_GENRE_BADGES);
  return (
    <CardLink to={moviePath(movie.id)} data-testid="movie-card" onMouseEnter={() => onIntent(movie.id)} onFocus={() => onIntent(movie.id)}>
      <div data-part="poster">
        <Poster movie={movie} imageBase={imageBase} eager={eager} />
        {isFutureRelease(movie.release_date, today) ? (
          <span data-part="badge" data-kind="coming-soon">
            {COMING_SOON}
          </span>
        ) : null}
      </div>
      <div data-part="body">
        <Title data-part="title" title={movie.title}>
          {movie.title}
        </Title>
        <div data-part="meta">
          <span data-part="year">{formatYear(movie.release_date)}</span>
          <span data-part="badge" data-kind="rating" aria-label={ratingLabel(rating)}>
            <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d={STAR_ICON_PATH} />
            </svg>
            {rating}
          </span>
        </div>
        {/* One badge row is reserved: genre names arrive after the list and must not move the grid. */}
        <div data-part="genres">
          {genreNames.map((name) => (
            <span key={name} data-part="badge" data-kind="genre">
              {name}
            </span>
          ))}
        </div>
      </div>
    </CardLink>
  );
});

/**
 * One card on its own (a profile's list, a movie's recommendations): it reads what it needs. The
 * image base and the genre names usually arrive after the card has rendered; like `MovieGrid`, it
 * draws them in a background pass (the urgent one finds the memoized view unchanged), so a row of
 * cards is redrawn in slices React can split, not in one long task when the genre list lands.
 */
export function MovieGridCard(props: MovieGridCardProps) {
  const imageBase = useDeferredValue(useImageBaseUrl());
  const genres = useDeferredValue(useGenres().data);
  const onIntent = usePrefetchMovieDetails();
  return <MovieGridCardView {...props} imageBase={imageBase} genres={genres} onIntent={onIntent} />;
}
