import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marquee/shared/build/create-app-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppConfig(
    {
      dir,
      name: 'shell',
      port: 3000,
      // Remotes are not listed here: they are registered at run time from /remotes.json.
      runtimePlugins: [path.join(dir, 'src/runtime-plugins/remote-errors.ts')],
    },
    argv.mode ?? 'production',
  );
