/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';
import { configurationPrefetch, movieDetailsPrefetch } from '@marquee/shared/tmdb';

export const routes = defineRoutes({
  movie: {
    path: paths.movie,
    module: 'MovieDetailPage',
    title: 'Movie details',
    // What the page asks TMDb first, exactly as its queries ask it; the shell preloads these from the address.
    // (The genres' names are for the recommendations below the fold: they are asked when those render.)
    prefetch: [movieDetailsPrefetch, configurationPrefetch],
    // The hero's backdrop (shown in the first paint's page-shaped frame until the page renders) and the poster card.
    images: [
      { from: 0, field: 'backdrop_path', size: 'w1280', frameBackdrop: true },
      { from: 0, field: 'poster_path', size: 'w500' },
    ],
    frame: 'detail',
  },
});
