/**
 * What the shell starts from its very first script, before React and the shared modules have
 * arrived: the deployment files (/remotes.json, /env.json) and, once the map is known, the code of
 * the remote page the address will show (its remoteEntry.js and the exposed module's chunks, as
 * `<link rel="preload">`), the page's first data (the TMDb requests its route declares
 * as `prefetch`, read here as the GETs the page's TMDb client will make, which then takes them)
 * and the images its first screen shows (the route's `images`, found in that data and preloaded
 * at high priority, some shown at once in index.html's frame, which the route's `frame` shapes like
 * the page: a listing's or a search page's first posters in its grid, a home or movie page's
 * backdrop). The page's remote, data and images then download in parallel with the shell's own
 * start-up instead of after it. Preloads are downloads only: the federation runtime
 * still decides what runs (an incompatible or broken remote is refused exactly as before), and it
 * reuses the preloaded files instead of fetching them again.
 */
import {
  FRAME_SHAPES,
  resolvePrefetch,
  startEarlyReads,
  tmdbImageUrl,
  valueAt,
  type FirstImage,
  type FrameHeader,
  type FrameShape,
  type PrefetchRequest,
  type TmdbRequestBody,
} from '@marquee/shared/tmdb-request';
import { choiceForThisPage, chooseVersions, type VersionChoice } from '@marquee/shared/remote-versions';

declare const process: { env: { MARQUEE_FEDERATED: boolean; MARQUEE_SUPABASE_URL: string } };

export const DEPLOYMENT_MAP_PATH = '/remotes.json';
export const PUBLIC_ENV_PATH = '/env.json';

/**
 * What the early start began, shared by the page's copies of this module: index.html runs one
 * inline (see shared/build/inline-early-start.mjs), the shell's first script the other.
 */
interface EarlyState {
  started: boolean;
  pending: Map<string, Promise<Response>>;
  /** Settles when the frame shows its first picture, or when it is known that it will show none. */
  framePicture: Promise<void>;
  settleFramePicture: () => void;
  /** Which version of each remote this page runs (its canaries resolved), made once for both copies. */
  versionChoice?: VersionChoice;
}
const EARLY_STATE = '__marqueeEarlyStart';
function newState(): EarlyState {
  let settle = (): void => undefined;
  const framePicture = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { started: false, pending: new Map(), framePicture, settleFramePicture: settle };
}
const state: EarlyState = ((globalThis as unknown as Record<string, EarlyState | undefined>)[EARLY_STATE] ??= newState());

/**
 * Settles once index.html's frame shows the first picture the route places in it (decoded, so
 * the next frame paints it), or once it is known that it will show none: the address has no page,
 * its route places no picture, or the data or the picture failed. Never rejects.
 */
export function whenFramePictureShown(): Promise<void> {
  return state.framePicture;
}

/** Settles when `image` has arrived and decoded (the next frame paints it), or has failed. */
function decoded(image: HTMLImageElement): Promise<void> {
  return image.decode().catch(() => undefined);
}
const pending = state.pending;

/** The visitor's bucket and forced versions, read once per page: the early start and the app choose alike. */
export function versionChoice(): VersionChoice {
  return (state.versionChoice ??= choiceForThisPage());
}

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
  prefetch?: unknown;
  images?: unknown;
  frame?: unknown;
  header?: unknown;
  guard?: unknown;
}
interface MapEntry {
  entry?: string;
  routes: MapRoute[];
  /** Per page module, the files it needs before it runs, relative to the entry. */
  preload?: Record<string, unknown>;
}

/** A route pattern matched against a pathname: its parameters, and a score (static segments count more). */
export function matchRoute(pattern: string, pathname: string): { score: number; params: Record<string, string> } | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let score = 0;
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment === '*') return { score, params };
    const actual = have[i];
    if (actual === undefined) return segment.endsWith('?') ? { score, params } : null;
    if (segment.startsWith(':')) {
      score += 1;
      params[segment.slice(1).replace(/\?$/, '')] = decodeURIComponent(actual);
    } else if (segment === decodeURIComponent(actual)) score += 2;
    else return null;
  }
  return want.length === have.length ? { score, params } : null;
}

export interface PageOfPath {
  /** The URL of the remote's remoteEntry.js, when the map names it (maps written before did not). */
  entry: string | undefined;
  module: string;
  /** The route's parameters from the address (`{ id: '42' }` for `/movie/:id`). */
  params: Record<string, string>;
  /** The TMDb requests the route declares as its first data (unchecked: they came from the map). */
  prefetch: unknown;
  /** The images its first screen shows, found in that data (unchecked). */
  images: unknown;
  /** The page's files as the map lists them (unchecked), when it does. */
  files: unknown;
  /** The shape of the first paint the route declares (unchecked). */
  frame: unknown;
  /** The words a `header` frame prints (unchecked). */
  header: unknown;
  /** Who may open the page (unchecked). */
  guard: unknown;
}

/** The remote, module and first data the deployment map says render a pathname, if any. */
export function pageForPath(map: unknown, pathname: string): PageOfPath | null {
  if (typeof map !== 'object' || map === null) return null;
  let best: (PageOfPath & { score: number }) | null = null;
  for (const entry of Object.values(map as Record<string, Partial<MapEntry>>)) {
    if (!Array.isArray(entry?.routes)) continue;
    for (const route of entry.routes) {
      if (typeof route?.path !== 'string' || typeof route.module !== 'string') continue;
      const match = matchRoute(route.path, pathname);
      if (match !== null && (best === null || match.score > best.score)) {
        best = {
          entry: typeof entry.entry === 'string' ? entry.entry : undefined,
          module: route.module,
          params: match.params,
          prefetch: route.prefetch,
          images: route.images,
          files: entry.preload?.[route.module],
          frame: route.frame,
          header: route.header,
          guard: route.guard,
          score: match.score,
        };
      }
    }
  }
  if (!best) return null;
  const { score: _, ...page } = best;
  return page;
}

const MAX_PREFETCH = 4;

function isPrefetchRequest(value: unknown): value is PrefetchRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { path, params, searchParams } = value as Record<string, unknown>;
  const isFlatRecord = (record: unknown, types: string[]) =>
    record === undefined ||
    (typeof record === 'object' && record !== null && Object.values(record).every((item) => types.includes(typeof item)));
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    isFlatRecord(params, ['string', 'number', 'boolean']) &&
    isFlatRecord(searchParams, ['string'])
  );
}

/**
 * A page's first data, each request as the page's TMDb client will make it, at the index the route
 * declares it (null where a request is malformed or its parameters are missing); at most four.
 */
export function prefetchRequests(prefetch: unknown, params: Record<string, string>, search: URLSearchParams): (TmdbRequestBody | null)[] {
  if (!Array.isArray(prefetch)) return [];
  return prefetch
    .slice(0, MAX_PREFETCH)
    .map((request: unknown) => (isPrefetchRequest(request) ? resolvePrefetch(request, params, search) : null));
}

const MAX_IMAGES = 4;

function isFirstImage(value: unknown): value is FirstImage {
  if (typeof value !== 'object' || value === null) return false;
  const { from, field, size, frameCell, frameBackdrop } = value as Record<string, unknown>;
  return (
    (frameCell === undefined || typeof frameCell === 'number') &&
    (frameBackdrop === undefined || typeof frameBackdrop === 'boolean') &&
    typeof from === 'number' &&
    Number.isInteger(from) &&
    typeof field === 'string' &&
    /^\w+(\.\w+)*$/.test(field) &&
    typeof size === 'string' &&
    /^\w+$/.test(size)
  );
}

/** The proxy's answer's data, or null for a failure or anything else. */
function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true
    ? (body as { data?: unknown }).data
    : null;
}

/** Where images live, from `/configuration`'s data (null when it does not say, or not over http). */
export function imageBaseOf(configuration: unknown): string | null {
  const images = valueAt(configuration, 'images') as { secure_base_url?: unknown; base_url?: unknown } | undefined;
  const base = images?.secure_base_url || images?.base_url;
  return typeof base === 'string' && /^https?:\/\//.test(base) ? base : null;
}

/** A first-screen image found in the page's first data: its URL, and the first paint's cell that shows it. */
export interface FirstImageFound {
  url: string;
  /** The cell of index.html's poster grid that shows it until the page renders (null: none does). */
  frameCell: number | null;
  /** Whether the backdrop of a `hero` or `detail` frame shows it until the page renders. */
  frameBackdrop: boolean;
}

/**
 * The first screen's images: each declared image's file path in its request's data, at its size,
 * under the image base. Data not there (a failed request, no such field, a path that is not a
 * plain file name) gives no image; a `frameCell` that is not a cell's index gives no cell.
 */
export function firstImages(images: unknown, dataByRequest: readonly unknown[], base: string): FirstImageFound[] {
  if (!Array.isArray(images)) return [];
  const found: FirstImageFound[] = [];
  for (const image of images.slice(0, MAX_IMAGES)) {
    if (!isFirstImage(image)) continue;
    const path = valueAt(dataByRequest[image.from], image.field);
    if (typeof path !== 'string' || !/^\/?[\w.-]+$/.test(path)) continue;
    const cell = image.frameCell;
    const frameCell = cell !== undefined && Number.isInteger(cell) && cell >= 0 ? cell : null;
    found.push({ url: tmdbImageUrl(base, image.size, path), frameCell, frameBackdrop: image.frameBackdrop === true });
  }
  return found;
}

/**
 * Shows an image in a cell of the poster grid index.html paints (see `FirstImage.frameCell`), so
 * the first screen's posters appear as soon as they arrive instead of when the page's code has.
 * Nothing happens once the page has rendered: React replaced the frame, cells and all.
 * Gives back the picture's decoding (see `decoded`), null when it shows nothing.
 */
export function showInFrame(url: string, cell: number): Promise<void> | null {
  const place = document.querySelectorAll('#root > .boot .boot-grid > i')[cell];
  if (!place || place.firstChild) return null;
  const image = document.createElement('img');
  image.src = url;
  // The frame is hidden from assistive technology; the page's own cards name their posters.
  image.alt = '';
  image.fetchPriority = 'high';
  place.appendChild(image);
  return decoded(image);
}

/**
 * The main area of a frame shaped like a search page: its header, search box, filters and a grid
 * of as many cells as the first paint's own.
 */
function searchFrame(cellCount: number): HTMLElement {
  const page = document.createElement('div');
  page.dataset.shape = 'search';
  const cells = '<i></i>'.repeat(cellCount);
  page.innerHTML =
    '<i class="boot-heading"></i><i class="boot-lead"></i><i class="boot-searchbox"></i>' +
    `<div class="boot-results"><i class="boot-filters"></i><div><i class="boot-toolbar"></i><div class="boot-grid">${cells}</div></div></div>`;
  return page;
}

/** The main area of a frame shaped like a home page's hero or a movie page's top: its backdrop. */
function backdropFrame(shape: 'hero' | 'detail'): HTMLElement {
  const backdrop = document.createElement('i');
  backdrop.className = 'boot-backdrop';
  backdrop.dataset.shape = shape;
  backdrop.appendChild(document.createElement('span'));
  return backdrop;
}

/**
 * The main area of a frame shaped like a page that opens with its header: its title and subtitle,
 * as text (never markup), in a column as wide as the page's.
 */
function headerFrame({ title, subtitle }: FrameHeader): HTMLElement {
  const page = document.createElement('div');
  page.className = 'boot-page';
  page.dataset.shape = 'header';
  const words = document.createElement('div');
  const heading = document.createElement('h1');
  heading.textContent = title;
  words.appendChild(heading);
  if (subtitle) {
    const line = document.createElement('p');
    line.textContent = subtitle;
    words.appendChild(line);
  }
  page.appendChild(words);
  return page;
}

const MAX_HEADER_TEXT = 200;
const isHeaderText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_HEADER_TEXT;

/** A route's `header` as a `header` frame can print it, or null. */
function frameHeaderOf(value: unknown): FrameHeader | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, subtitle } = value as Record<string, unknown>;
  if (!isHeaderText(title) || (subtitle !== undefined && !isHeaderText(subtitle))) return null;
  return subtitle === undefined ? { title } : { title, subtitle };
}

const isFrameShape = (value: unknown): value is FrameShape => FRAME_SHAPES.includes(value as FrameShape);

/**
 * Whether the browser holds a signed-in session (Supabase's stored `sb-<project>-auth-token`):
 * without one, a page for signed-in visitors only is never shown, and its frame would mislead.
 */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'> | null = globalThis.localStorage ?? null): boolean {
  try {
    for (let index = 0; storage && index < storage.length; index += 1) if (/^sb-.+-auth-token$/.test(storage.key(index) ?? '')) return true;
  } catch {
    // Storage refused (privacy settings): as without a session.
  }
  return false;
}

/**
 * Gives index.html's frame the shape of the page the address opens (`FrameShape`), once its route
 * is known: the bones of a listing (its header and poster grid, what the first paint draws) are
 * traded for the page's own, which index.html's styles draw where the page draws the same parts.
 * Once only, and never after React has rendered the page.
 */
export function shapeFrame(shape: unknown, header?: unknown): void {
  if (!isFrameShape(shape) || shape === 'listing') return;
  const words = shape === 'header' ? frameHeaderOf(header) : null;
  if (shape === 'header' && !words) return;
  const main = document.querySelector('#root > .boot .boot-main');
  if (!main || main.hasAttribute('data-shaped')) return;
  main.setAttribute('data-shaped', shape);
  const cellCount = main.querySelectorAll('.boot-grid > i').length;
  if (words) main.replaceChildren(headerFrame(words));
  else if (shape === 'search') main.replaceChildren(searchFrame(cellCount));
  else if (shape !== 'header') main.replaceChildren(backdropFrame(shape));
}

/**
 * Shows an image as the backdrop of a `hero` or `detail` frame (see `shapeFrame`), where and as
 * large as the page draws its own, so the page's then replaces it without anything moving. Once:
 * a frame without a backdrop, one already showing a picture, or a rendered page is left alone.
 * Gives back the picture's decoding (see `decoded`), null when it shows nothing.
 */
export function showBackdropInFrame(url: string): Promise<void> | null {
  const picture = document.querySelector<HTMLElement>('#root > .boot .boot-backdrop > span');
  if (!picture || picture.style.backgroundImage) return null;
  // A quoted CSS string: JSON's escapes of a quote or a backslash are CSS's too.
  picture.style.backgroundImage = `url(${JSON.stringify(url)})`;
  // The same picture as an image, to learn when it has decoded (the preload's download serves it).
  const image = new Image();
  image.src = url;
  return decoded(image);
}

/**
 * The page's files as the deployment map lists them, resolved against its remote's entry; the
 * entry alone when the map does not list them. Names that could leave the entry's folder are
 * dropped.
 */
export function filesToPreload(files: unknown, entryUrl: string): string[] {
  if (!Array.isArray(files)) return [entryUrl];
  const names = files.filter((file): file is string => typeof file === 'string' && /^[\w./-]+$/.test(file) && !file.includes('..'));
  return names.map((file) => new URL(file, entryUrl).href);
}

/**
 * A failed script preload stays in the page's preload cache until a script asks for its URL, and
 * that script then fails at once without asking the server. The remote's entry and chunks would
 * meet it on the visitor's first Retry after the remote is back; a throwaway script takes it
 * instead (a chunk that does arrive meanwhile only queues itself for its remote's runtime).
 */
function discardFailedPreload(href: string): void {
  const script = document.createElement('script');
  script.src = href;
  script.onload = script.onerror = () => script.remove();
  document.head.appendChild(script);
}

function preload(href: string, as: 'script' | 'image'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  // The first screen's images are what the visitor waits for: ahead of everything else.
  if (as === 'image') link.fetchPriority = 'high';
  else link.onerror = () => discardFailedPreload(href);
  document.head.appendChild(link);
}

/**
 * Reads the page's first data early (for its TMDb client to take), then preloads its first
 * screen's images and shows those the route places in the first paint; settles when those have
 * decoded (or failed), or when it is known that the first paint shows none.
 */
async function readFirstData(page: PageOfPath, supabaseUrl: string, location: Location): Promise<void> {
  const requests = prefetchRequests(page.prefetch, page.params, new URLSearchParams(location.search));
  // One round trip for all of them (the proxy batches them); each answer is handed over as its own GET's.
  const answers = startEarlyReads(
    supabaseUrl,
    requests.filter((request): request is TmdbRequestBody => request !== null),
  );
  let next = 0;
  const reads = requests.map((request) => (request === null ? null : (answers[next++] ?? null)));
  if (!Array.isArray(page.images) || page.images.length === 0 || !Array.isArray(page.prefetch)) return;
  // Where images live: the route's own `/configuration` request (without it, no image is preloaded).
  const configuration = page.prefetch.findIndex((request) => isPrefetchRequest(request) && request.path === '/configuration');
  if (configuration === -1 || reads[configuration] == null) return;
  const data = await Promise.all(
    reads.map((read) => read?.then((response) => (response.ok ? response.json() : null)).then(dataOf, () => null) ?? null),
  );
  const base = imageBaseOf(data[configuration]);
  if (!base) return;
  const shown: (Promise<void> | null)[] = [];
  for (const { url, frameCell, frameBackdrop } of firstImages(page.images, data, base)) {
    preload(url, 'image');
    if (frameCell !== null) shown.push(showInFrame(url, frameCell));
    if (frameBackdrop) shown.push(showBackdropInFrame(url));
  }
  await Promise.all(shown);
}

/** The Supabase URL the page will use: the deployment's env.json, else the build's default. */
export function supabaseUrlFrom(env: unknown): string {
  const url = typeof env === 'object' && env !== null ? (env as { supabaseUrl?: unknown }).supabaseUrl : undefined;
  return typeof url === 'string' && url.trim() ? url.trim() : process.env.MARQUEE_SUPABASE_URL;
}

async function preloadPageOf(mapResponse: Promise<Response>, env: Promise<unknown>, location: Location): Promise<void> {
  // Both files read before anything starts, so the page's data and its code start in the same
  // moment, before the shell's own modules keep the main thread busy.
  const [map, settings] = await Promise.all([mapResponse.then((response) => response.clone().json() as Promise<unknown>), env]);
  const page = pageForPath(chooseVersions(map, versionChoice()), location.pathname);
  if (!page) return state.settleFramePicture();
  // A page for signed-in visitors shows the sign-in page to anyone else: no frame of its own then,
  // and none of its data.
  const shown = page.guard !== 'protected' || hasStoredSession();
  if (shown) shapeFrame(page.frame, page.header);
  if (shown) readFirstData(page, supabaseUrlFrom(settings), location).then(state.settleFramePicture, state.settleFramePicture);
  else state.settleFramePicture();
  // A build without federation (the benchmark's single application) has every page inside.
  if (!process.env.MARQUEE_FEDERATED || !page.entry) return;
  for (const file of filesToPreload(page.files, page.entry)) preload(file, 'script');
}

/** Starts the deployment files and the current page's remote; failures are left to the real loads. */
export function startEarly(): void {
  // Once per page: index.html's inline copy usually has, and the first script's call finds it done.
  if (state.started) return;
  state.started = true;
  const map = fetch(DEPLOYMENT_MAP_PATH, { cache: 'no-cache' });
  const env = fetch(PUBLIC_ENV_PATH, { cache: 'no-cache' });
  // A copy for the first data, read before the bootstrap can read the original; none is fine.
  const settings = env.then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null)).catch(() => null);
  pending.set(DEPLOYMENT_MAP_PATH, map);
  pending.set(PUBLIC_ENV_PATH, env);
  // Unread early responses must not surface as unhandled rejections: the real reads report.
  for (const response of [map, env]) response.catch(() => undefined);
  preloadPageOf(map, settings, location).catch(state.settleFramePicture);
}
