/**
 * Real-user monitoring, loaded once the page is idle (never before its first paint): Web Vitals
 * measured by Google's `web-vitals` (LCP, INP, CLS, FCP, TTFB), page views and errors, each tagged
 * with the route's pattern (never the address or its query), the remote that serves it, that
 * remote's version, the platform version and whether it is a canary. Nothing else: no user id, no
 * e-mail, no message text. Sent in batches to the `telemetry` function (beacon-queue.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Deployment } from '@marquee/shared/federation';
import type { ResolvedRoute } from '@marquee/shared/routes';
import { routeForPath } from '../routes/route-table';
import { takeErrors, type ErrorKind, type PageTag } from './early-events';
import { BeaconQueue } from './beacon-queue';
import { parseTelemetrySettings } from './telemetry-settings';

interface Tags {
  route: string;
  remote: string;
  version: string;
  platform: string;
  canary: boolean;
}

export type TelemetryEvent =
  | (Tags & { kind: 'pageview' })
  | (Tags & { kind: 'vital'; metric: Metric['name']; value: number })
  | (Tags & { kind: 'error'; error: ErrorKind; name?: string });

export interface RumOptions {
  /** The deployment's env.json (its `telemetry` settings). */
  env: unknown;
  /** The Supabase project the page uses: its `telemetry` function is the default destination. */
  supabaseUrl: string;
  platformVersion: string;
  deployment: Deployment;
  routes: readonly ResolvedRoute[];
  /** The router's location, and a way to hear of each new one. */
  router: {
    state: { location: { pathname: string; key: string } };
    subscribe: (listener: (state: { location: { pathname: string; key: string } }) => void) => () => void;
  };
  /** The address the page was loaded at (its vitals belong to it). */
  landingPathname: string;
}

/** The tags of a page: its remote's version and channel from the deployment; null when no remote of it is known. */
export function tagsOf(page: PageTag | null, deployment: Deployment, platform: string): Tags | null {
  if (!page) return null;
  const remote = deployment.remotes.find((candidate) => candidate.name === page.remote);
  if (!remote) return null;
  return { route: page.route, remote: remote.name, version: remote.version, platform, canary: remote.canary === true };
}

/**
 * Starts reporting, for the page loads the deployment's sample takes (none when its off switch is
 * set); the errors recorded so far are dropped otherwise.
 */
export function startRum(
  { env, supabaseUrl, platformVersion, deployment, routes, router, landingPathname }: RumOptions,
  random: () => number = Math.random,
): void {
  const settings = parseTelemetrySettings(env);
  if (!settings.enabled || random() >= settings.sampleRate) {
    takeErrors(() => undefined);
    return;
  }
  const url = settings.url ?? `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/telemetry`;
  const queue = new BeaconQueue<TelemetryEvent>(url);
  queue.flushWhenHidden();
  const pageOf = (pathname: string): PageTag | null => {
    const route = routeForPath(routes, pathname);
    return route ? { route: route.path, remote: route.remote } : null;
  };

  takeErrors(({ error, name, at }) => {
    const tags = tagsOf(typeof at === 'string' ? pageOf(at) : at, deployment, platformVersion);
    if (tags) queue.push({ ...tags, kind: 'error', error, ...(name ? { name } : {}) });
  });

  let lastKey: string | null = null;
  const viewed = (location: { pathname: string; key: string }) => {
    if (location.key === lastKey) return;
    lastKey = location.key;
    const tags = tagsOf(pageOf(location.pathname), deployment, platformVersion);
    if (tags) queue.push({ ...tags, kind: 'pageview' });
  };
  viewed(router.state.location);
  router.subscribe((state) => viewed(state.location));

  const landing = tagsOf(pageOf(landingPathname), deployment, platformVersion);
  if (landing) {
    const report = (metric: Metric) => queue.push({ ...landing, kind: 'vital', metric: metric.name, value: metric.value });
    onLCP(report);
    onINP(report);
    onCLS(report);
    onFCP(report);
    onTTFB(report);
  }
}
