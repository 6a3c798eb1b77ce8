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
