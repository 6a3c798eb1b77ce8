/**
 * The lint rule that keeps a remote's feature folders apart (shared/build/eslint-feature-folders.mjs,
 * `marquee/feature-folders` in eslint.config.mjs), on a remote laid out like mf-account before the
 * community moved: a root (`pages`, `components`, `lib`, files in `src/`) and features (`profile`,
 * `community`, `your-data`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { marqueePlugin } from '@marquee/shared/build/eslint-feature-folders.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-folders-'));
const src = path.join(root, 'mf-example', 'src');
for (const folder of ['pages', 'components', 'lib', 'testing', 'profile/api', 'profile/components', 'community/api', 'your-data/import']) {
  fs.mkdirSync(path.join(src, folder), { recursive: true });
}
fs.writeFileSync(path.join(src, 'your-data', 'index.ts'), 'export {};\n');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (file: string) => path.join(src, file);
const options = [{ remotes: [path.join(root, 'mf-example')] }];
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = (marqueePlugin as { rules: Record<string, Parameters<RuleTester['run']>[1]> }).rules['feature-folders']!;

tester.run('marquee/feature-folders', rule, {
  valid: [
    // A feature imports its own files, in any of its subfolders, and packages.
    { filename: at('profile/components/settings-panel.tsx'), code: "import { useProfile } from '../api/get-profile';", options },
    { filename: at('profile/components/settings-panel.tsx'), code: "import { ui } from '@marquee/shared/ui';", options },
    // Another feature only through an entry point: its folder (index) or a file directly in it.
    { filename: at('profile/components/settings-panel.tsx'), code: "import { YourData } from '../../your-data';", options },
    { filename: at('profile/components/profile-tabs.tsx'), code: "import { has } from '../../your-data/import-status';", options },
    { filename: at('profile/components/profile-tabs.tsx'), code: "const load = () => import('../../your-data/index');", options },
    // The root composes: pages, root folders and root files import anything of the remote.
    { filename: at('pages/profile-page.tsx'), code: "import { ProfileTabs } from '../profile/components/profile-tabs';", options },
    { filename: at('components/review-list.tsx'), code: "import { LikeButton } from '../community/api/like';", options },
    { filename: at('exposes.ts'), code: "import Feed from './community/api/feed';", options },
    // A feature's tests may render the pages that show it.
    { filename: at('profile/components/privacy.test.tsx'), code: "import ProfilePage from '../../pages/profile-page';", options },
    { filename: at('profile/testing/render-profile.tsx'), code: "import ProfilePage from '../../pages/profile-page';", options },
    // Files outside the listed remotes are not this rule's business.
    { filename: path.join(root, 'elsewhere', 'src', 'profile', 'a.ts'), code: "import { b } from '../../community/api/b';", options },
  ],
  invalid: [
    // profile ↔ community, as mf-account had them.
    {
      filename: at('community/api/list-privacy.ts'),
      code: "import { profileKeys } from '../../profile/api/profile-keys';",
      options,
      errors: [{ messageId: 'internals', data: { from: 'community', feature: 'profile' } }],
    },
    {
      filename: at('profile/components/settings-panel.tsx'),
      code: "export { PrivacySettings } from '../../community/components/privacy-settings';",
      options,
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: at('profile/components/profile-tabs.tsx'),
      code: "const code = () => import('../../community/components/activity-feed');",
      options,
      errors: [{ messageId: 'internals' }],
    },
    {
      filename: at('profile/components/profile-tabs.tsx'),
      code: "import { has } from '../../your-data/import/import-progress-store';",
      options,
      errors: [{ messageId: 'internals', data: { from: 'profile', feature: 'your-data' } }],
    },
    // Upward: a feature never imports the root above it.
    {
      filename: at('profile/components/profile-page.tsx'),
      code: "import { routes } from '../../routes';",
      options,
      errors: [{ messageId: 'upward', data: { feature: 'profile', target: '../../routes' } }],
    },
    {
      filename: at('community/api/public-profile.ts'),
      code: "import { errorMessage } from '../../lib/error-message';",
      options,
      errors: [{ messageId: 'upward', data: { feature: 'community', target: 'lib' } }],
    },
    {
      filename: at('community/api/public-profile.ts'),
      code: "import Page from '../../pages/public-profile-page';",
      options,
      errors: [{ messageId: 'upward', data: { feature: 'community', target: 'pages' } }],
    },
    // Tests keep the rest of the rule.
    {
      filename: at('profile/components/privacy.test.tsx'),
      code: "vi.mock('../../components/router-link', () => ({}));\nimport { x } from '../../community/api/x';",
      options,
      errors: [{ messageId: 'upward' }, { messageId: 'internals' }],
    },
  ],
});
