/**
 * The backdrop hero: title, tagline, rating, vote count, year, runtime.
 * Text always sits on a dark scrim, whatever the theme, so a light backdrop cannot wash it out.
 */
import { CalendarIcon, chakra } from '@marquee/shared/ui';
import { backdropUrl, formatRuntime, formatVoteCount, formatYear, useImageBaseUrl } from '@marquee/shared/format';
import { RatingBadge } from '@marquee/shared/movies';
import type { MovieDetails } from '@marquee/shared/tmdb';

/** Room left on wide screens for the poster card that overlaps the hero's lower edge. */
export const HERO_POSTER_OFFSET = { md: '284px', lg: '324px' } as const;

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  );
}

/**
 * The hero is one styled element: the backdrop, the scrim and the text are plain elements styled
 * by its selectors, and the backdrop's picture is an inline style (no class made per movie).
 */
const Hero = chakra('section', {
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: '2xl',
    bg: 'gray.950',
    color: 'white',
    minHeight: { base: '260px', md: '420px' },
    display: 'flex',
    alignItems: 'flex-end',
    '& > [data-part=backdrop]': { position: 'absolute', inset: '0', backgroundSize: 'cover', backgroundPosition: 'center top' },
    '& > [data-part=scrim]': {
      position: 'absolute',
      inset: '0',
      bgGradient: 'to-t',
      gradientFrom: 'gray.950',
      gradientVia: 'rgba(3, 7, 18, 0.65)',
      gradientTo: 'rgba(3, 7, 18, 0.15)',
    },
    '& > [data-part=text]': {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      px: { base: '5', md: '8' },
      pt: { base: '16', md: '24' },
      pb: { base: '6', md: '8' },
      ml: HERO_POSTER_OFFSET,
      maxWidth: '4xl',
    },
    // Chakra's Heading (semibold, the heading font) at the hero's sizes.
    '& [data-part=title]': {
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: { base: '3xl', md: '5xl' },
      lineHeight: '1.1',
      letterSpacing: 'tight',
    },
    '& [data-part=tagline]': { fontSize: { base: 'md', md: 'xl' }, fontStyle: 'italic', color: 'whiteAlpha.800' },
    '& [data-part=facts]': {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: { base: '3', md: '5' },
      fontSize: { base: 'sm', md: 'md' },
      color: 'whiteAlpha.900',
    },
    '& [data-part=fact]': { display: 'flex', alignItems: 'center', gap: '1.5' },
    '& [data-part=fact][data-rating]': { gap: '2' },
    '& [data-part=votes]': { color: 'whiteAlpha.800' },
  },
});

export function MovieHero({ movie }: { movie: MovieDetails }) {
  const imageBase = useImageBaseUrl();
  const backdrop = movie.backdrop_path && imageBase ? backdropUrl(movie.backdrop_path, 'w1280', imageBase) : null;
  return (
    <Hero aria-labelledby="movie-title" data-testid="movie-hero">
      {backdrop ? (
        <div data-part="backdrop" aria-hidden="true" style={{ backgroundImage: `url("${backdrop}")` }} data-testid="movie-backdrop" />
      ) : null}
      <div data-part="scrim" aria-hidden="true" />
      <div data-part="text">
        <h1 data-part="title" id="movie-title">
          {movie.title}
        </h1>
        {movie.tagline ? <p data-part="tagline">{movie.tagline}</p> : null}
        <div data-part="facts">
          <div data-part="fact" data-rating="">
            <RatingBadge rating={movie.vote_average} size="lg" variant="solid" />
            <p data-part="votes" data-testid="movie-vote-count">
              {formatVoteCount(movie.vote_count)}
            </p>
          </div>
          <div data-part="fact">
            <CalendarIcon />
            <p>{formatYear(movie.release_date)}</p>
          </div>
          <div data-part="fact">
            <ClockIcon />
            <p data-testid="movie-runtime">{formatRuntime(movie.runtime)}</p>
          </div>
        </div>
      </div>
    </Hero>
  );
}
