/**
 * The four listing pages differ in their list, words and error message;
 * everything else is the one MovieListing component.
 */
import { dayBefore } from '@marquee/shared/format';
import type { MoviePage } from '@marquee/shared/tmdb';

export type ListingKind = 'popular' | 'trending' | 'top_rated' | 'upcoming';

export interface ListingConfig {
  title: string;
  subtitle: string;
  errorMessage: string;
  /** The "today" that decides the Coming Soon badge, when the list itself says (see below). */
  todayFrom?: (firstPage: MoviePage) => string | undefined;
}

export const LISTINGS: Record<ListingKind, ListingConfig> = {
  popular: {
    title: 'Popular Movies',
    subtitle: 'The movies people are watching most right now.',
    errorMessage: 'Unable to load popular movies at the moment.',
  },
  trending: {
    title: 'Trending Movies',
    subtitle: "This week's trending movies: what everyone is watching and talking about.",
    errorMessage: 'Unable to load trending movies at the moment.',
  },
  top_rated: {
    title: 'Top Rated Movies',
    subtitle: 'The highest rated movies of all time.',
    errorMessage: 'Unable to load top rated movies at the moment.',
  },
  upcoming: {
    title: 'Coming Soon',
    subtitle: 'Upcoming releases to look forward to.',
    errorMessage: 'Unable to load upcoming movies at the moment.',
    // The upcoming window starts the day after the catalog's "today". The offline catalog pins
    // its clock to its data's date, so the visitor's calendar would call every film released.
    todayFrom: (firstPage) => (firstPage.dates?.minimum ? dayBefore(firstPage.dates.minimum) : undefined),
  },
};
