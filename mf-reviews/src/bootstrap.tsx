// Standalone mode: this remote's pages with the shared providers, without the shell.
import { renderStandalone } from '@marquee/shared/app';
import WriteReviewPage from './pages/write-review-page';

void renderStandalone({
  name: 'mf-reviews',
  routes: [
    { path: '/write-review/:movieId?', label: 'Write review', element: <WriteReviewPage /> },
  ],
});
