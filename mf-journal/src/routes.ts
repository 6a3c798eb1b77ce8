/** The pages this remote serves; the shell routes, guards and lists them from this declaration. */
import { defineRoutes, paths } from '@marquee/shared/routes';

export const routes = defineRoutes({
  diary: {
    path: paths.diary,
    module: 'DiaryPage',
    title: 'Diary',
    guard: 'protected',
    nav: { label: 'Diary', icon: 'calendar', order: 60 },
  },
  publicDiary: { path: paths.publicDiary, module: 'PublicDiaryPage', title: 'Diary' },
});
