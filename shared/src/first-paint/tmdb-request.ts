/**
 * How a TMDb request is addressed to the `tmdb-proxy` function (part of `@marquee/shared/first-paint`,
 * the platform's first-paint module). Reads go out as plain GETs of one URL per request,
 * `…/functions/v1/tmdb-proxy?request={"path":…,"params":…}` with the parameters in a fixed order
 * and no custom headers, so that
 * - the browser sends them without a CORS pre-flight (one round trip fewer per call),
 * - an answer can be cached by the browser and any CDN in front of the function, and
 * - the early start can read a page's first data before the page's code has arrived (routes
 *   declare it as `prefetch`), and the TMDb client then finds it already on its way.
 * It has no dependencies but the movie-id parser, so index.html's inline start can use it.
 */
import { parseMovieId } from './movie-id';

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

/**
 * The request for an address, or null when a parameter it needs is missing or unsafe. A TMDb
 * path's parameters are TMDb ids: each is read from the address as the movie page reads its id
 * (`parseMovieId`: `/movie/12abc` asks for movie 12, as the page does), and one that is no id
 * leaves the request unmade.
 */
export function resolvePrefetch(
  request: PrefetchRequest,
  routeParams: Record<string, string>,
  search: URLSearchParams = new URLSearchParams(),
): TmdbRequestBody | null {
  let missing = false;
  const path = request.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const id = parseMovieId(routeParams[name]);
    if (id === 0) missing = true;
    return String(id);
  });
  const params: TmdbParams = { ...request.params };
  for (const [param, queryName] of Object.entries(request.searchParams ?? {})) {
    const value = search.get(queryName)?.trim();
    if (!value) missing = true;
    params[param] = value;
  }
  return missing ? null : { path, params: cleanParams(params) };
}

/** An early read's answer once it has arrived: what the proxy sent, its body as text. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: string;
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
