/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';

export const routes = defineRoutes({
  movie: { path: paths.movie, module: 'MovieDetailPage', title: 'Movie details' },
});
