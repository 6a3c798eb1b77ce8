/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';

export const routes = defineRoutes({
  search: {
    path: paths.search,
    module: 'SearchPage',
    title: 'Search',
    nav: { label: 'Search', icon: 'search', order: 50 },
    // What the page asks TMDb first for `?q=…`, exactly as its queries ask it; the shell preloads these from the address.
    prefetch: [
      { path: '/search/movie', params: { page: 1 }, searchParams: { query: 'q' } },
      { path: '/configuration' },
      { path: '/genre/movie/list' },
    ],
    // The first row of results' posters (two on a phone), shown in the first paint's grid.
    images: [
      { from: 0, field: 'results.0.poster_path', size: 'w342', frameCell: 0 },
      { from: 0, field: 'results.1.poster_path', size: 'w342', frameCell: 1 },
    ],
    frame: 'search',
  },
});
