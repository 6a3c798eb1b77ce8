// Standalone mode: this remote's pages with the shared providers, without the shell.
import { renderStandalone } from '@marquee/shared/app';
import SearchPage from './pages/search-page';

void renderStandalone({
  name: 'mf-search',
  routes: [
    { path: '/search', label: 'Search', element: <SearchPage /> },
  ],
});
