/**
 * What this remote exposes, type-checked: its pages take no props (the shell renders them for the
 * routes in `routes.ts`). The build config's `exposes` must list exactly these (a test checks it).
 */
import type { ExposedPages } from '@marquee/shared/federation';
import DiaryPage from './pages/diary-page';
import ListEditorPage from './pages/list-editor-page';
import ListsPage from './pages/lists-page';
import PublicDiaryPage from './pages/public-diary-page';
import PublicListPage from './pages/public-list-page';
import PublicListsPage from './pages/public-lists-page';

export const pages = {
  DiaryPage,
  PublicDiaryPage,
  ListsPage,
  ListEditorPage,
  PublicListPage,
  PublicListsPage,
} satisfies ExposedPages;

export const exposed = { ...pages };
