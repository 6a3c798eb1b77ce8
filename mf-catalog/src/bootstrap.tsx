// Standalone mode: this remote's pages with the shared providers, without the shell.
import { renderStandalone } from '@marquee/shared/app';
import HomePage from './pages/home-page';
import PopularPage from './pages/popular-page';
import TrendingPage from './pages/trending-page';
import TopRatedPage from './pages/top-rated-page';
import ComingSoonPage from './pages/coming-soon-page';

void renderStandalone({
  name: 'mf-catalog',
  routes: [
    { path: '/', label: 'Discover', element: <HomePage /> },
    { path: '/popular', label: 'Popular', element: <PopularPage /> },
    { path: '/trending', label: 'Trending', element: <TrendingPage /> },
    { path: '/top-rated', label: 'Top Rated', element: <TopRatedPage /> },
    { path: '/coming-soon', label: 'Coming Soon', element: <ComingSoonPage /> },
  ],
});
