/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';
import { configurationPrefetch, genresPrefetch, movieListPrefetch, type MovieListKind } from '@marquee/shared/tmdb';

/**
 * What a listing asks TMDb first, from its queries' own request builders: the list's first page,
 * where images live, and the genres' names the cards show. The shell preloads these from the address.
 */
const firstScreenOf = (list: MovieListKind) => [movieListPrefetch(list), configurationPrefetch, genresPrefetch];

/**
 * The first row's posters, as the grid's cards show them (two on a phone). A listing opens with
 * its header and its grid, as the shell's first paint does: the posters show in its cells.
 */
const firstPosters = [
  { from: 0, field: 'results.0.poster_path', size: 'w342', frameCell: 0 },
  { from: 0, field: 'results.1.poster_path', size: 'w342', frameCell: 1 },
];

export const routes = defineRoutes({
  home: {
    path: paths.home,
    module: 'HomePage',
    title: 'Discover',
    nav: { label: 'Discover', icon: 'home', order: 10 },
    prefetch: firstScreenOf('popular'),
    // The hero's backdrop: the most popular film's, shown in the first paint's hero until the page renders.
    images: [{ from: 0, field: 'results.0.backdrop_path', size: 'w1280', frameBackdrop: true }],
    frame: 'hero',
  },
  popular: {
    path: paths.popular,
    module: 'PopularPage',
    title: 'Popular movies',
    prefetch: firstScreenOf('popular'),
    images: firstPosters,
  },
  trending: {
    path: paths.trending,
    module: 'TrendingPage',
    title: 'Trending',
    nav: { label: 'Trending', icon: 'trending', order: 20 },
    prefetch: firstScreenOf('trending'),
    images: firstPosters,
  },
  topRated: {
    path: paths.topRated,
    module: 'TopRatedPage',
    title: 'Top rated',
    nav: { label: 'Top Rated', icon: 'star', order: 30 },
    prefetch: firstScreenOf('top_rated'),
    images: firstPosters,
  },
  comingSoon: {
    path: paths.comingSoon,
    module: 'ComingSoonPage',
    title: 'Coming soon',
    nav: { label: 'Coming Soon', icon: 'calendar', order: 40 },
    prefetch: firstScreenOf('upcoming'),
    images: firstPosters,
  },
});
