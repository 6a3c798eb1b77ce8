/**
 * What this remote exposes, checked against the shared contract: changing a page's props in a
 * way the shell does not expect fails this file's type-check.
 */
import type { RemoteModules } from '@marquee/shared/federation';
import HomePage from './pages/home-page';
import PopularPage from './pages/popular-page';
import TrendingPage from './pages/trending-page';
import TopRatedPage from './pages/top-rated-page';
import ComingSoonPage from './pages/coming-soon-page';

export const exposed = {
  'mf_catalog/HomePage': HomePage,
  'mf_catalog/PopularPage': PopularPage,
  'mf_catalog/TrendingPage': TrendingPage,
  'mf_catalog/TopRatedPage': TopRatedPage,
  'mf_catalog/ComingSoonPage': ComingSoonPage,
} satisfies Partial<RemoteModules>;
