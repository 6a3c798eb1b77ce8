import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marquee/shared/build/create-app-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The modules this remote exposes: `src/exposes.ts` type-checks them, `src/routes.ts` routes to its pages. */
export const exposes = {
  './DiaryPage': './src/pages/diary-page.tsx',
  './PublicDiaryPage': './src/pages/public-diary-page.tsx',
  './ListsPage': './src/pages/lists-page.tsx',
  './ListEditorPage': './src/pages/list-editor-page.tsx',
  './PublicListPage': './src/pages/public-list-page.tsx',
  './PublicListsPage': './src/pages/public-lists-page.tsx',
  './LogDialog': './src/log/log-dialog.tsx',
  './YourYear': './src/year/your-year.tsx',
};

export default (_env, argv) => createAppConfig({ dir, exposes }, argv.mode ?? 'production');
