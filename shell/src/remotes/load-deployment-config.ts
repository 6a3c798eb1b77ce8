/**
 * What a deployment decides without a rebuild: the remote map (/remotes.json, required) and the
 * public backend settings (/env.json, optional). Read once, in the bootstrap.
 */
import { setPublicConfig } from '@marquee/shared/config';
import { fetchRemoteMap, registerRemoteMap, type RemoteMap } from '@marquee/shared/federation';

async function loadEnv(): Promise<void> {
  try {
    const response = await fetch('/env.json', { cache: 'no-store' });
    if (response.ok) setPublicConfig((await response.json()) as Record<string, unknown>);
  } catch {
    // No env.json: the build's defaults apply.
  }
}

export async function loadDeploymentConfig(): Promise<RemoteMap> {
  const [map] = await Promise.all([
    fetchRemoteMap('/remotes.json').catch((error: unknown) => {
      // Without a map every remote page shows its error panel; the shell itself still runs.
      console.error('[marquee] could not read /remotes.json:', error);
      return {};
    }),
    loadEnv(),
  ]);
  registerRemoteMap(map);
  return map;
}
