/**
 * What this remote exposes, type-checked: its pages take no props (the shell renders them for the
 * routes in `routes.ts`). The
 * build config's `exposes` must list exactly these (a test checks it).
 */
import type { ExposedPages } from '@marquee/shared/federation';
import HomePage from './pages/home-page';
import PopularPage from './pages/popular-page';
import TrendingPage from './pages/trending-page';
import TopRatedPage from './pages/top-rated-page';
import ComingSoonPage from './pages/coming-soon-page';

export const pages = {
  HomePage,
  PopularPage,
  TrendingPage,
  TopRatedPage,
  ComingSoonPage,
} satisfies ExposedPages;

export const exposed = { ...pages };
