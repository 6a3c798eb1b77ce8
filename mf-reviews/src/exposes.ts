/**
 * What this remote exposes, type-checked: its pages take no props (the shell renders them for the
 * routes in `routes.ts`), and its widgets have the props the widget contract names. The
 * build config's `exposes` must list exactly these (a test checks it).
 */
import type { ExposedPages, ExposedWidgets } from '@marquee/shared/federation';
import ReviewDialog from './components/review-dialog';
import ReviewList from './components/review-list';
import ReviewTextEditor from './components/review-text-editor';
import WriteReviewPage from './pages/write-review-page';

export const pages = {
  WriteReviewPage,
} satisfies ExposedPages;

/** Components other remotes embed, with the props the widget contract gives them. */
export const widgets = {
  ReviewDialog,
  ReviewList,
  ReviewTextEditor,
} satisfies ExposedWidgets<'mf_reviews'>;

export const exposed = { ...pages, ...widgets };
