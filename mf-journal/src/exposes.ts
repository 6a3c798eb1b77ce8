/**
 * What this remote exposes, type-checked: its pages take no props (the shell renders them for the
 * routes in `routes.ts`), and its widgets have the props the widget contract names. The build config's `exposes` must list exactly these (a test checks it).
 */
import type { ExposedPages, ExposedWidgets } from '@marquee/shared/federation';
import LogDialog from './log/log-dialog';
import DiaryPage from './pages/diary-page';
import ListEditorPage from './pages/list-editor-page';
import ListsPage from './pages/lists-page';
import PublicDiaryPage from './pages/public-diary-page';
import PublicListPage from './pages/public-list-page';
import PublicListsPage from './pages/public-lists-page';
import YourYear from './year/your-year';

export const pages = {
  DiaryPage,
  PublicDiaryPage,
  ListsPage,
  ListEditorPage,
  PublicListPage,
  PublicListsPage,
} satisfies ExposedPages;

/** Components other remotes embed, with the props the widget contract gives them. */
export const widgets = {
  LogDialog,
  YourYear,
} satisfies ExposedWidgets<'mf_journal'>;

export const exposed = { ...pages, ...widgets };
