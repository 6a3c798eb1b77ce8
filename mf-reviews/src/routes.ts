/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';

export const routes = defineRoutes({
  writeReview: { path: paths.writeReview, module: 'WriteReviewPage', title: 'Reviews' },
});
