/**
 * Real-user monitoring, loaded once the page is idle (never before its first paint): Web Vitals
 * measured by Google's `web-vitals` (LCP, INP, CLS, FCP, TTFB), page views and errors, each tagged
 * with the route's pattern (never the address or its query), the remote that serves it, that
 * remote's version, the platform version and whether it is a canary. Nothing else: no user id, no
 * e-mail, no message text. Sent in batches to the `telemetry` function (beacon-queue.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { PLATFORM_VERSION, type Deployment } from '@marquee/shared/federation';
import { takeErrors, type ErrorKind, type PageTag } from './early-events';
import { BeaconQueue } from './beacon-queue';

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
  url: string;
  deployment: Deployment;
  /** The page a pathname shows, if a remote serves it. */
  pageOf: (pathname: string) => PageTag | null;
  /** The router's location, and a way to hear of each new one. */
  router: {
    state: { location: { pathname: string; key: string } };
    subscribe: (listener: (state: { location: { pathname: string; key: string } }) => void) => () => void;
  };
  /** The address the page was loaded at (its vitals belong to it). */
  landingPathname: string;
}

/** The tags of a page: its remote's version and channel from the deployment; null when no remote of it is known. */
export function tagsOf(page: PageTag | null, deployment: Deployment): Tags | null {
  if (!page) return null;
  const remote = deployment.remotes.find((candidate) => candidate.name === page.remote);
  if (!remote) return null;
  return { route: page.route, remote: remote.name, version: remote.version, platform: PLATFORM_VERSION, canary: remote.canary === true };
}

export function startRum({ url, deployment, pageOf, router, landingPathname }: RumOptions): void {
  const queue = new BeaconQueue<TelemetryEvent>(url);
  queue.flushWhenHidden();

  takeErrors(({ error, name, page }) => {
    const tags = tagsOf(page, deployment);
    if (tags) queue.push({ ...tags, kind: 'error', error, ...(name ? { name } : {}) });
  });

  let lastKey: string | null = null;
  const viewed = (location: { pathname: string; key: string }) => {
    if (location.key === lastKey) return;
    lastKey = location.key;
    const tags = tagsOf(pageOf(location.pathname), deployment);
    if (tags) queue.push({ ...tags, kind: 'pageview' });
  };
  viewed(router.state.location);
  router.subscribe((state) => viewed(state.location));

  const landing = tagsOf(pageOf(landingPathname), deployment);
  if (landing) {
    const report = (metric: Metric) => queue.push({ ...landing, kind: 'vital', metric: metric.name, value: metric.value });
    onLCP(report);
    onINP(report);
    onCLS(report);
    onFCP(report);
    onTTFB(report);
  }
}
