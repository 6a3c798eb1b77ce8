// Standalone mode: this remote's pages with the shared providers, without the shell.
import { renderStandalone } from '@marquee/shared/app';
import MovieDetailPage from './pages/movie-detail-page';

void renderStandalone({
  name: 'mf-movie',
  routes: [
    { path: '/movie/:id', element: <MovieDetailPage /> },
  ],
});
