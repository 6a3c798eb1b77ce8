import { getPublicConfig } from '@marquee/shared/config';
import type { Deployment } from '@marquee/shared/federation';
import { pageSettled } from '@marquee/shared/render';
import type { ResolvedRoute } from '@marquee/shared/routes';
import { routeForPath } from '../routes/route-table';
import { tagErrorsWith, takeErrors, type PageTag } from './early-events';
import type { RumOptions } from './rum';
import { telemetrySettings } from './telemetry-settings';

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 0);
  });

/**
 * Tags errors with the page they happen on from now on, and, for the page loads the deployment's
 * sample takes (env.json's `telemetry`), loads the monitoring (`rum.ts`, with `web-vitals`) once
 * the page has settled and the browser is idle. Nothing of it downloads before then, and nothing
 * at all for a page load outside the sample.
 */
export function startTelemetry({
  deployment,
  routes,
  router,
}: {
  deployment: Deployment;
  routes: readonly ResolvedRoute[];
  router: RumOptions['router'];
}): void {
  const pageOf = (pathname: string): PageTag | null => {
    const route = routeForPath(routes, pathname);
    return route ? { route: route.path, remote: route.remote } : null;
  };
  tagErrorsWith(() => pageOf(location.pathname));
  const settings = telemetrySettings();
  if (!settings.enabled || Math.random() >= settings.sampleRate) {
    takeErrors(() => undefined);
    return;
  }
  const url = settings.url ?? `${getPublicConfig().supabaseUrl.replace(/\/+$/, '')}/functions/v1/telemetry`;
  const landingPathname = location.pathname;
  void pageSettled()
    .then(idle)
    .then(() => import('./rum'))
    .then(({ startRum }) => startRum({ url, deployment, pageOf, router, landingPathname }))
    .catch((error: unknown) => console.warn('[marquee] telemetry did not start:', error));
}
