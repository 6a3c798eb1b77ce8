/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';
import { configurationPrefetch, genresPrefetch, searchMoviesPrefetch } from '@marquee/shared/tmdb';

export const routes = defineRoutes({
  search: {
    path: paths.search,
    module: 'SearchPage',
    title: 'Search',
    nav: { label: 'Search', icon: 'search', order: 50 },
    // What the page asks TMDb first for `?q=…`, from its queries' own request builders; the shell preloads these from the address.
    prefetch: [searchMoviesPrefetch('q'), configurationPrefetch, genresPrefetch],
    // The first row of results' posters (two on a phone), shown in the first paint's grid.
    images: [
      { from: 0, field: 'results.0.poster_path', size: 'w342', frameCell: 0 },
      { from: 0, field: 'results.1.poster_path', size: 'w342', frameCell: 1 },
    ],
    frame: 'search',
  },
});
