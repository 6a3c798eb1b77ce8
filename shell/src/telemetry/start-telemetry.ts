import { getPublicConfig } from '@marquee/shared/config';
import { PLATFORM_VERSION, type Deployment } from '@marquee/shared/federation';
import { pageSettled } from '@marquee/shared/first-paint';
import type { ResolvedRoute } from '@marquee/shared/routes';
import type { RumOptions } from './rum';
import { telemetrySwitchedOff } from './telemetry-switch';

/**
 * Loads the real-user monitoring (`rum.ts`, with `web-vitals`) once the page has settled and the
 * browser is idle: nothing of it is part of a page's first load. The deployment's settings
 * (env.json's `telemetry`: off switch, sample) are read there; switched off, nothing is loaded.
 */
export function startTelemetry(options: {
  env: unknown;
  deployment: Deployment;
  routes: readonly ResolvedRoute[];
  router: RumOptions['router'];
}): void {
  if (telemetrySwitchedOff(options.env)) return;
  const landingPathname = location.pathname;
  void pageSettled()
    .then(
      () =>
        new Promise((resolve) =>
          typeof requestIdleCallback === 'function' ? requestIdleCallback(resolve, { timeout: 2_000 }) : setTimeout(resolve),
        ),
    )
    .then(() => import(/* webpackChunkName: "after-idle-monitoring" */ './rum'))
    .then(({ startRum }) =>
      startRum({ ...options, supabaseUrl: getPublicConfig().supabaseUrl, platformVersion: PLATFORM_VERSION, landingPathname }),
    )
    .catch((error: unknown) => console.warn('[marquee] telemetry did not start:', error));
}
