/**
 * `@marquee/shared/tmdb-request` (library): how a TMDb request is addressed to the `tmdb-proxy`
 * function. Reads go out as plain GETs of one URL per request, `…/functions/v1/tmdb-proxy?request=
 * {"path":…,"params":…}` with the parameters in a fixed order and no custom headers, so that
 * - the browser sends them without a CORS pre-flight (one round trip fewer per call),
 * - an answer can be cached by the browser and any CDN in front of the function, and
 * - the shell's first script can preload a page's first data before the page's code has arrived
 *   (routes declare it as `prefetch`), and the TMDb client then finds it already on its way.
 * It has no dependencies, so the shell's very first script can use it.
 */
export type TmdbParamValue = string | number | boolean | null | undefined;
export type TmdbParams = Record<string, TmdbParamValue>;

/** What the proxy is asked: a TMDb path and its parameters. */
export interface TmdbRequestBody {
  path: string;
  params: Record<string, string | number | boolean>;
}

export const TMDB_FUNCTION_NAME = 'tmdb-proxy';

/** Optional filters are passed as undefined, null or ''; TMDb should not see them at all. */
export function cleanParams(params: TmdbParams = {}): TmdbRequestBody['params'] {
  const clean: TmdbRequestBody['params'] = {};
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value !== undefined && value !== null && value !== '') clean[name] = value;
  }
  return clean;
}

/** The URL of the proxy's GET for one request: the same request always gives the same URL. */
export function tmdbRequestUrl(supabaseUrl: string, path: string, params?: TmdbParams): string {
  const request: TmdbRequestBody = { path, params: cleanParams(params) };
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${TMDB_FUNCTION_NAME}?request=${encodeURIComponent(JSON.stringify(request))}`;
}

/**
 * A page's first data as its route declares it: a TMDb request whose path may name the route's
 * parameters (`/movie/:id`), filled in from the address being opened, and whose parameters may
 * come from the address's query (`searchParams: { query: 'q' }` sends `?q=` as `query`, trimmed,
 * as the search page does; without it the request is not made).
 */
export interface PrefetchRequest {
  path: string;
  params?: Record<string, string | number | boolean>;
  searchParams?: Record<string, string>;
}

/** The request for an address, or null when a parameter it needs is missing or unsafe. */
export function resolvePrefetch(
  request: PrefetchRequest,
  routeParams: Record<string, string>,
  search: URLSearchParams = new URLSearchParams(),
): TmdbRequestBody | null {
  let missing = false;
  const path = request.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = routeParams[name];
    if (value === undefined || !/^[\w-]+$/.test(value)) missing = true;
    return value ?? '';
  });
  const params: TmdbParams = { ...request.params };
  for (const [param, queryName] of Object.entries(request.searchParams ?? {})) {
    const value = search.get(queryName)?.trim();
    if (!value) missing = true;
    params[param] = value;
  }
  return missing ? null : { path, params: cleanParams(params) };
}

/**
 * Reads started before the page's code has arrived (the shell's early start), by URL. Page-global,
 * because every app bundles its own copy of this library: the shell's copy starts a read, the
 * TMDb client of whichever remote renders the page takes it. Each is handed out once; a later
 * read of the same URL asks again (or finds the browser's cache: the proxy's answers are public
 * for five minutes).
 */
const EARLY_READS = '__marqueeTmdbEarlyReads';
function earlyReads(): Map<string, Promise<Response>> {
  const page = globalThis as unknown as Record<string, Map<string, Promise<Response>> | undefined>;
  return (page[EARLY_READS] ??= new Map());
}

/** An early read's answer once it has arrived: what the proxy sent, its body as text. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: string;
}

/**
 * The answers of early reads that have arrived and that no client has taken yet, by URL
 * (page-global, as the reads are): what lets a page's first render have its data at once.
 */
const EARLY_ANSWERS = '__marqueeTmdbEarlyAnswers';
function earlyAnswers(): Map<string, EarlyAnswer> {
  const page = globalThis as unknown as Record<string, Map<string, EarlyAnswer> | undefined>;
  return (page[EARLY_ANSWERS] ??= new Map());
}

/** Starts a GET of the proxy for the page's TMDb client to take; returns a copy of the answer to read. */
export function startEarlyRead(url: string): Promise<Response> {
  return handOver(url, fetch(url));
}

/**
 * Registers an answer for the TMDb client to take, and returns one for the early start to read:
 * the body is read once and each gets a response of its own (no stream shared between readers).
 */
function handOver(url: string, response: Promise<Response>): Promise<Response> {
  const answer = response.then(async (read): Promise<EarlyAnswer> => ({
    status: read.status,
    statusText: read.statusText,
    headers: read.headers,
    body: await read.text(),
  }));
  const asResponse = ({ status, statusText, headers, body }: EarlyAnswer) => new Response(body, { status, statusText, headers });
  const forClient = answer.then(asResponse);
  // A failure is the client's to report when it takes the read; nobody may be waiting yet.
  forClient.catch(() => undefined);
  earlyReads().set(url, forClient);
  answer.then(
    (arrived) => {
      if (earlyReads().get(url) === forClient) earlyAnswers().set(url, arrived);
    },
    () => undefined,
  );
  return answer.then(asResponse);
}

/** The URL of the proxy's batched GET: up to four requests in one round trip. */
export function tmdbBatchUrl(supabaseUrl: string, requests: readonly TmdbRequestBody[]): string {
  const clean = requests.map(({ path, params }) => ({ path, params: cleanParams(params) }));
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${TMDB_FUNCTION_NAME}?requests=${encodeURIComponent(JSON.stringify(clean))}`;
}

/** One answer of a batch, as the proxy sends it: what the request's own GET would have answered. */
function partOf(batch: unknown, index: number): Response {
  const data = typeof batch === 'object' && batch !== null ? (batch as { data?: unknown }).data : undefined;
  const part = Array.isArray(data) ? (data[index] as { status?: unknown; body?: unknown; retryAfter?: unknown } | undefined) : undefined;
  if (typeof part?.status !== 'number' || typeof part.body !== 'object' || part.body === null) throw new Error('not a batch answer');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (typeof part.retryAfter === 'number') headers['Retry-After'] = String(part.retryAfter);
  return new Response(JSON.stringify(part.body), { status: part.status, headers });
}

/**
 * Starts a page's first data as one batched GET (one round trip instead of one per request) and
 * hands each answer over as the read of its own URL, so the TMDb client takes it as if it had
 * asked for it alone. Should the batch fail (an older proxy that does not batch, a network
 * error), each request is asked on its own. Returns a copy of each answer to read, in order.
 */
export function startEarlyReads(supabaseUrl: string, requests: readonly TmdbRequestBody[]): Promise<Response>[] {
  const urls = requests.map(({ path, params }) => tmdbRequestUrl(supabaseUrl, path, params));
  if (requests.length < 2) return urls.map((url) => startEarlyRead(url));
  const batch = fetch(tmdbBatchUrl(supabaseUrl, requests)).then((response) =>
    response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`batch answered ${response.status}`)),
  );
  return urls.map((url, index) =>
    handOver(
      url,
      batch.then((body) => partOf(body, index)).catch(() => fetch(url)),
    ),
  );
}

/** The read started early for a URL, if one is waiting: handed out once. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const reads = earlyReads();
  const read = reads.get(url);
  reads.delete(url);
  earlyAnswers().delete(url);
  return read;
}

/**
 * The answer of the read started early for a URL if it has already arrived and nobody took it:
 * at hand without waiting, for a page's first render. Looking does not take it (`takeEarlyRead`).
 */
export function arrivedEarlyAnswer(url: string): EarlyAnswer | undefined {
  return earlyAnswers().get(url);
}

/** The URLs of reads started early that no client has taken yet. */
export function untakenEarlyReads(): string[] {
  return [...earlyReads().keys()];
}

/**
 * An image the page's first screen shows, found in its first data: the value at `field` (a dotted
 * path, `results.0.backdrop_path`) of the answer to the route's `prefetch[from]`, at TMDb's `size`.
 * The shell preloads it, at high priority, as soon as that answer and `/configuration` are there.
 */
export interface FirstImage {
  from: number;
  field: string;
  size: string;
  /**
   * The cell of the poster grid the shell's first paint draws (a `listing` or `search` frame, see
   * `FrameShape`; 0 first) that shows this image until the page renders, where the page's card
   * will show it.
   */
  frameCell?: number;
  /**
   * Shows this image as the backdrop of a `hero` or `detail` frame (see `FrameShape`) until the
   * page renders, where and as large as the page then draws it.
   */
  frameBackdrop?: boolean;
}

/**
 * The shapes of the shell's first paint (index.html's frame, before any script), drawn by its
 * styles where the page then draws the same parts, so the page replaces it without anything
 * moving and a first image shown in it stays the largest paint. A route declares its page's:
 * - `listing` (the default): a page header, then a poster grid;
 * - `search`: a page header, the search box, then (filters beside it on wide screens) the grid;
 * - `hero`: the home page's hero, its backdrop on the right (all of it on a phone);
 * - `detail`: a movie page's backdrop;
 * - `header`: a page that opens with its title and subtitle in a column 56rem wide (Chakra's
 *   `4xl`, an account page): the first paint prints the words the route declares (`FrameHeader`)
 *   in the page's own type, so the page's largest text is there before any script.
 */
export type FrameShape = 'listing' | 'search' | 'hero' | 'detail' | 'header';
export const FRAME_SHAPES: readonly FrameShape[] = ['listing', 'search', 'hero', 'detail', 'header'];

/** The words a `header` frame prints: the page's title (its h1) and subtitle, as the page prints them. */
export interface FrameHeader {
  title: string;
  subtitle?: string;
}

/** The value at a dotted path (`results.0.poster_path`) of parsed JSON, if there is one. */
export function valueAt(data: unknown, field: string): unknown {
  let value = data;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A TMDb image's URL: the image base (from `/configuration`), the size and the file path. */
export function tmdbImageUrl(base: string, size: string, path: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${size}/${path.startsWith('/') ? path.slice(1) : path}`;
}
