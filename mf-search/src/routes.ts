/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';

export const routes = defineRoutes({
  search: { path: paths.search, module: 'SearchPage', title: 'Search', nav: { label: 'Search', icon: 'search', order: 50 } },
});
