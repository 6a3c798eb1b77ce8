import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marquee/shared/build/create-app-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The modules this remote exposes: `src/exposes.ts` type-checks them, `src/routes.ts` routes to its pages. */
export const exposes = {
  './WriteReviewPage': './src/pages/write-review-page.tsx',
  './ReviewDialog': './src/components/review-dialog.tsx',
  './ReviewList': './src/components/review-list.tsx',
  './ReviewTextEditor': './src/components/review-text-editor.tsx',
};

export default (_env, argv) => createAppConfig({ dir, exposes }, argv.mode ?? 'production');
