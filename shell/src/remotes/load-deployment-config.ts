/**
 * What a deployment decides without a rebuild: the deployment map (/remotes.json, required: the
 * remotes, their versions and their routes) and the public backend settings (/env.json,
 * optional). Both are requested by index.html's early start (@marquee/shared/first-paint) and read here.
 */
import { setPublicConfig } from '@marquee/shared/config';
import { setRemoteLoadTimeout } from '../runtime-plugins/load-timeout-retry';
import { fetchDeployment, registerDeployment, type Deployment } from '@marquee/shared/federation';
import { DEPLOYMENT_MAP_PATH, PUBLIC_ENV_PATH, chooseVersions, fetchStartedEarly, versionChoice } from '@marquee/shared/first-paint';

let publicEnv: unknown = null;

/** The deployment's env.json as it was read (null without one): settings read later take theirs from it (telemetry). */
export const publicEnvJson = (): unknown => publicEnv;

async function loadEnv(): Promise<void> {
  try {
    const response = await fetchStartedEarly(PUBLIC_ENV_PATH, { cache: 'no-cache' });
    if (!response.ok) return;
    const env = (await response.json()) as Record<string, unknown>;
    setRemoteLoadTimeout(setPublicConfig(env).remoteLoadTimeoutMs);
    publicEnv = env;
  } catch {
    // No env.json: the build's defaults apply.
  }
}

export async function loadDeploymentConfig(): Promise<Deployment> {
  const choice = await versionChoice();
  const [deployment] = await Promise.all([
    fetchDeployment(DEPLOYMENT_MAP_PATH, fetchStartedEarly, (map) => chooseVersions(map, choice)).catch((error: unknown): Deployment => {
      // Without a map the shell still runs: its layout, and a 404 for every page.
      console.error('[marquee] could not read /remotes.json:', error);
      return { remotes: [], problems: [] };
    }),
    loadEnv(),
  ]);
  for (const problem of deployment.problems) console.error(`[marquee] remotes.json: ${problem}`);
  registerDeployment(deployment);
  return deployment;
}
