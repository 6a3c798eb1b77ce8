// Standalone mode: this remote's pages with the shared providers, without the shell.
import { renderStandalone } from '@marquee/shared/app';
import { pages } from './exposes';
import { routes } from './routes';
import ReviewWidgetsDemoPage from './pages/review-widgets-demo-page';

void renderStandalone({
  name: 'mf-reviews',
  routes,
  pages,
  // The dialog and list other remotes embed, shown the way the movie page shows them.
  extraRoutes: [{ path: '/reviews/:movieId?', label: 'Dialog and list', element: <ReviewWidgetsDemoPage /> }],
});
