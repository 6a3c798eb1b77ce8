import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marquee/shared/build/create-app-config.mjs';
import { devRemoteMap } from '@marquee/shared/build/local-deployment.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

// `--env devLoop`: the build the one-remote loop serves (scripts/dev-loop.mjs).
export default (env, argv) =>
  createAppConfig(
    {
      dir,
      // Remotes are not listed here: they and their routes come at run time from /remotes.json,
      // which a deployment provides (the dev server answers it for the remotes' dev servers).
      runtimePlugins: [path.join(dir, 'src/runtime-plugins/remote-errors.ts'), path.join(dir, 'src/runtime-plugins/load-timeout-retry.ts')],
      devJson: [{ path: '/remotes.json', answer: () => devRemoteMap({ offset: Number(process.env.PORT_OFFSET ?? 0) }) }],
      hostsDevRemote: Boolean(env?.devLoop),
    },
    argv.mode ?? 'production',
  );
