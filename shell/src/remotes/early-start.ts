/**
 * What the shell starts from its very first script, before React and the shared modules have
 * arrived: the deployment files (/remotes.json, /env.json) and, once the map is known, the code of
 * the remote page the address will show (its manifest, remoteEntry.js and the exposed module's
 * chunks, as `<link rel="preload">`). The page's remote then downloads in parallel with the
 * shell's own start-up instead of after it. Preloads are downloads only: the federation runtime
 * still decides what runs (an incompatible or broken remote is refused exactly as before), and it
 * reuses the preloaded files instead of fetching them again.
 */

declare const process: { env: { MARQUEE_FEDERATED: boolean } };

export const DEPLOYMENT_MAP_PATH = '/remotes.json';
export const PUBLIC_ENV_PATH = '/env.json';

const pending = new Map<string, Promise<Response>>();

/** The response started early for a path, handed out once; later reads fetch again. */
function takeEarly(path: string): Promise<Response> | undefined {
  const response = pending.get(path);
  pending.delete(path);
  return response;
}

/** `fetch`, answered by the early request for the same path when one is waiting. */
export const fetchStartedEarly: typeof fetch = (input, init) => {
  const early = typeof input === 'string' ? takeEarly(input) : undefined;
  return early ?? fetch(input, init);
};

interface MapRoute {
  path: string;
  module: string;
}
interface MapEntry {
  manifest: string;
  routes: MapRoute[];
}

/** How well a route pattern matches a pathname: static segments count more; null when it does not. */
export function matchScore(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let score = 0;
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment === '*') return score;
    const actual = have[i];
    if (actual === undefined) return segment.endsWith('?') ? score : null;
    if (segment.startsWith(':')) score += 1;
    else if (segment === decodeURIComponent(actual)) score += 2;
    else return null;
  }
  return want.length === have.length ? score : null;
}

/** The remote and module the deployment map says render a pathname, if any. */
export function pageForPath(map: unknown, pathname: string): { manifest: string; module: string } | null {
  if (typeof map !== 'object' || map === null) return null;
  let best: { manifest: string; module: string; score: number } | null = null;
  for (const entry of Object.values(map as Record<string, Partial<MapEntry>>)) {
    if (typeof entry?.manifest !== 'string' || !Array.isArray(entry.routes)) continue;
    for (const route of entry.routes) {
      if (typeof route?.path !== 'string' || typeof route.module !== 'string') continue;
      const score = matchScore(route.path, pathname);
      if (score !== null && (best === null || score > best.score)) best = { manifest: entry.manifest, module: route.module, score };
    }
  }
  return best && { manifest: best.manifest, module: best.module };
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** The files a manifest says an exposed module needs before it runs: remoteEntry.js first. */
export function filesOfExpose(manifest: Manifest, manifestUrl: string, module: string): string[] {
  const meta = manifest.metaData ?? {};
  const base = !meta.publicPath || meta.publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(meta.publicPath, manifestUrl).href;
  const files: string[] = [];
  if (meta.remoteEntry?.name)
    files.push(
      new URL(`${meta.remoteEntry.path ? `${meta.remoteEntry.path.replace(/\/?$/, '/')}` : ''}${meta.remoteEntry.name}`, base).href,
    );
  const expose = manifest.exposes?.find((candidate) => candidate.name === module);
  for (const file of expose?.assets?.js?.sync ?? []) files.push(new URL(file, base).href);
  return files;
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

async function preloadPageOf(mapResponse: Promise<Response>, pathname: string): Promise<void> {
  const page = pageForPath(await (await mapResponse).clone().json(), pathname);
  if (!page) return;
  // Not through the HTTP cache: a manifest request that hangs would hold the cache's lock on its
  // URL, and the loader's own attempts (timeout, retries) would queue behind it instead of asking
  // the server again. Given up after 10 s, so a hanging server does not keep a connection.
  const response = await fetch(page.manifest, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return;
  for (const file of filesOfExpose((await response.json()) as Manifest, page.manifest, page.module)) preloadScript(file);
}

/** Starts the deployment files and the current page's remote; failures are left to the real loads. */
export function startEarly(): void {
  const map = fetch(DEPLOYMENT_MAP_PATH, { cache: 'no-cache' });
  pending.set(DEPLOYMENT_MAP_PATH, map);
  pending.set(PUBLIC_ENV_PATH, fetch(PUBLIC_ENV_PATH, { cache: 'no-cache' }));
  // Unread early responses must not surface as unhandled rejections: the real reads report.
  for (const response of pending.values()) response.catch(() => undefined);
  // A build without federation (the benchmark's single application) has every page inside.
  if (process.env.MARQUEE_FEDERATED) preloadPageOf(map, location.pathname).catch(() => undefined);
}
