/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';

export const routes = defineRoutes({
  home: { path: paths.home, module: 'HomePage', title: 'Discover', nav: { label: 'Discover', icon: 'home', order: 10 } },
  popular: { path: paths.popular, module: 'PopularPage', title: 'Popular movies' },
  trending: { path: paths.trending, module: 'TrendingPage', title: 'Trending', nav: { label: 'Trending', icon: 'trending', order: 20 } },
  topRated: { path: paths.topRated, module: 'TopRatedPage', title: 'Top rated', nav: { label: 'Top Rated', icon: 'star', order: 30 } },
  comingSoon: {
    path: paths.comingSoon,
    module: 'ComingSoonPage',
    title: 'Coming soon',
    nav: { label: 'Coming Soon', icon: 'calendar', order: 40 },
  },
});
