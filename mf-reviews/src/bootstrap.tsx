// Standalone mode: this remote's pages with the shared providers, without the shell.
import { renderStandalone } from '@marquee/shared/app';
import ReviewWidgetsDemoPage from './pages/review-widgets-demo-page';
import WriteReviewPage from './pages/write-review-page';

void renderStandalone({
  name: 'mf-reviews',
  routes: [
    { path: '/write-review/:movieId?', label: 'Write review', element: <WriteReviewPage /> },
    // The dialog and list other remotes embed, shown the way the movie page shows them.
    { path: '/reviews/:movieId?', label: 'Dialog and list', element: <ReviewWidgetsDemoPage /> },
  ],
});
