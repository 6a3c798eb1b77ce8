import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marquee/shared/build/create-app-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The modules this remote exposes; `src/exposes.ts` type-checks them against the shared contract. */
export const exposes = {
  './WriteReviewPage': './src/pages/write-review-page.tsx',
  './ReviewDialog': './src/components/review-dialog.tsx',
  './ReviewList': './src/components/review-list.tsx',
};

export default (_env, argv) => createAppConfig({ dir, name: 'mf_reviews', port: 3005, exposes }, argv.mode ?? 'production');
