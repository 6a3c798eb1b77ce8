/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';
import { diaryPageRead } from './diary/diary-page-read';
import { listPageRead } from './lists/api/list-page-read';

export const routes = defineRoutes({
  diary: {
    path: paths.diary,
    module: 'DiaryPage',
    title: 'Diary',
    guard: 'protected',
    nav: { label: 'Diary', icon: 'calendar', order: 60 },
    // The first page is read with the stored session, before the page's code and supabase-js arrive.
    reads: [diaryPageRead(':member', 0)],
  },
  publicDiary: { path: paths.publicDiary, module: 'PublicDiaryPage', title: 'Diary' },
  lists: {
    path: paths.lists,
    module: 'ListsPage',
    title: 'Lists',
    guard: 'protected',
    nav: { label: 'Lists', icon: 'film', order: 61 },
  },
  newList: { path: paths.newList, module: 'ListEditorPage', title: 'New list', guard: 'protected' },
  editList: { path: paths.editList, module: 'ListEditorPage', title: 'Edit list', guard: 'protected' },
  publicList: {
    path: paths.publicList,
    module: 'PublicListPage',
    title: 'List',
    // A guest's list is read with the address, before the page's code and supabase-js arrive.
    reads: [listPageRead(':username', ':slug')],
  },
  publicLists: { path: paths.publicLists, module: 'PublicListsPage', title: 'Lists' },
});
