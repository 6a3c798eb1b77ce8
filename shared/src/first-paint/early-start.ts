/**
 * The early start: what index.html's inline script (inline-start.ts) starts before the shell's
 * first script, React and the shared modules have arrived: the deployment files (/remotes.json, /env.json) and, once the map is known, the code of
 * the remote page the address will show (its remoteEntry.js and the exposed module's chunks, as
 * `<link rel="preload">`), the page's first data (the TMDb requests its route declares
 * as `prefetch`, read here as the GETs the page's TMDb client will make, which then takes them;
 * the database functions it declares as `reads`, read as the stored session's member or as a
 * guest, which the page then takes)
 * and the images its first screen shows (the route's `images`, found in that data and preloaded
 * at high priority, some shown at once in index.html's frame, which the route's `frame` shapes like
 * the page: a listing's or a search page's first posters in its grid, a home or movie page's
 * backdrop). The page's remote, data and images then download in parallel with the shell's own
 * start-up instead of after it. Preloads are downloads only: the federation runtime
 * still decides what runs (an incompatible or broken remote is refused exactly as before), and it
 * reuses the preloaded files instead of fetching them again.
 */
import { resolveDatabaseRead, databaseReadUrl } from './database-read';
import { startDatabaseRead, startEarlyReads } from './early-reads';
import { choiceForThisPage } from './choice-for-this-page';
import { chooseVersions, type VersionChoice } from './choose-versions';
import { DEPLOYMENT_MAP_PATH, PUBLIC_ENV_PATH, earlyStartState } from './early-state';
import { shapeFrame, showBackdropInFrame, showInFrame } from './frame';
import { pageForPath, type PageOfPath } from './page-of-path';
import { hasStoredSession, storedMember } from './stored-session';
import { resolvePrefetch, tmdbImageUrl, valueAt, type FirstImage, type PrefetchRequest, type TmdbRequestBody } from './tmdb-request';

declare const process: { env: { MARQUEE_FEDERATED: boolean; MARQUEE_SUPABASE_URL: string; MARQUEE_SUPABASE_ANON_KEY: string } };

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

/** A public setting the page will use: the deployment's env.json's, else the build's default. */
function settingFrom(env: unknown, name: 'supabaseUrl' | 'supabaseAnonKey', fallback: string): string {
  const value = typeof env === 'object' && env !== null ? (env as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** The Supabase URL the page will use: the deployment's env.json, else the build's default. */
export function supabaseUrlFrom(env: unknown): string {
  return settingFrom(env, 'supabaseUrl', process.env.MARQUEE_SUPABASE_URL);
}

const MAX_DATABASE_READS = 2;

/**
 * The page's first reads of the database (the route's `reads`), as the page's client would make
 * them: as the stored session's member (`:member` is their id), else as a guest with the
 * anonymous key. A stored session whose token may have expired is left to the page's client,
 * which refreshes it first: an early read could only answer as a guest.
 */
export function startFirstReads(reads: unknown, params: Record<string, string>, env: unknown): void {
  if (!Array.isArray(reads)) return;
  const member = storedMember();
  if (!member && hasStoredSession()) return;
  const supabaseUrl = supabaseUrlFrom(env);
  const anonKey = settingFrom(env, 'supabaseAnonKey', process.env.MARQUEE_SUPABASE_ANON_KEY);
  const known = member ? { ...params, member: member.userId } : params;
  for (const declared of reads.slice(0, MAX_DATABASE_READS)) {
    const read = resolveDatabaseRead(declared, known);
    // Unread, a failure is the page's to meet when it takes the read.
    if (read) startDatabaseRead(databaseReadUrl(supabaseUrl, read), anonKey, member?.accessToken).catch(() => undefined);
  }
}

async function preloadPageOf(
  mapResponse: Promise<Response>,
  env: Promise<unknown>,
  location: Location,
  choice: VersionChoice,
): Promise<void> {
  // Both files read before anything starts, so the page's data and its code start in the same
  // moment, before the shell's own modules keep the main thread busy.
  const [map, settings] = await Promise.all([mapResponse.then((response) => response.clone().json() as Promise<unknown>), env]);
  const { settleFramePicture } = earlyStartState();
  const page = pageForPath(chooseVersions(map, choice), location.pathname);
  if (!page) return settleFramePicture();
  // A page for signed-in visitors shows the sign-in page to anyone else: no frame of its own then,
  // and none of its data.
  const shown = page.guard !== 'protected' || hasStoredSession();
  if (shown) shapeFrame(page.frame, page.header);
  if (shown) startFirstReads(page.reads, page.params, settings);
  if (shown) readFirstData(page, supabaseUrlFrom(settings), location).then(settleFramePicture, settleFramePicture);
  else settleFramePicture();
  // A build without federation (the benchmark's single application) has every page inside.
  if (!process.env.MARQUEE_FEDERATED || !page.entry) return;
  for (const file of filesToPreload(page.files, page.entry)) preload(file, 'script');
}

/** Starts the deployment files and the current page's remote; failures are left to the real loads. */
export function startEarly(): void {
  // Once per page, whoever calls it (the state is the page's hand-over's).
  const state = earlyStartState();
  if (state.started) return;
  state.started = true;
  // Read once, here, for the whole page: the app takes the same choice from the hand-over.
  const choice = (state.versionChoice ??= choiceForThisPage());
  const { pending } = state;
  const map = fetch(DEPLOYMENT_MAP_PATH, { cache: 'no-cache' });
  const env = fetch(PUBLIC_ENV_PATH, { cache: 'no-cache' });
  // A copy for the first data, read before the bootstrap can read the original; none is fine.
  const settings = env.then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : null)).catch(() => null);
  pending.set(DEPLOYMENT_MAP_PATH, map);
  pending.set(PUBLIC_ENV_PATH, env);
  // Unread early responses must not surface as unhandled rejections: the real reads report.
  for (const response of [map, env]) response.catch(() => undefined);
  preloadPageOf(map, settings, location, choice).catch(state.settleFramePicture);
}
