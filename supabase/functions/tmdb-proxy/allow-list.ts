/**
 * Only the TMDb paths and parameters the app uses may pass: the proxy holds the TMDb key, so
 * anything it forwards is spent on our quota and our name.
 */
import { APPENDABLE, DISCOVER_SORTS, MAX_PAGE, type TmdbRequest, type TmdbRoute } from '../_shared/tmdb-routes.ts';

export type AllowListResult = { ok: true; request: TmdbRequest } | { ok: false; error: string };

type ParamRule = (value: string) => string | { error: string };

interface RouteRule {
  route: TmdbRoute;
  pattern: RegExp;
  params: Record<string, ParamRule>;
  required?: readonly string[];
}

const fail = (error: string) => ({ error });

const integerIn =
  (name: string, min: number, max: number): ParamRule =>
  (value) => {
    if (!/^\d{1,6}$/.test(value)) return fail(`Parameter "${name}" must be an integer.`);
    const n = Number(value);
    if (n < min || n > max) return fail(`Parameter "${name}" must be between ${min} and ${max}.`);
    return String(n);
  };

/** Pages beyond TMDb's limit are capped rather than refused, so deep scrolling just stops. */
const page: ParamRule = (value) => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) return fail('Parameter "page" must be an integer of at least 1.');
  return String(Math.min(Number(value), MAX_PAGE));
};

const rating =
  (name: string): ParamRule =>
  (value) => {
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(value) || Number(value) > 10) {
      return fail(`Parameter "${name}" must be a number from 0 to 10.`);
    }
    return String(Number(value));
  };

const language: ParamRule = (value) =>
  /^[a-z]{2}(-[A-Z]{2})?$/.test(value) ? value : fail('Parameter "language" must look like "en" or "en-US".');

const region: ParamRule = (value) => (/^[A-Z]{2}$/.test(value) ? value : fail('Parameter "region" must be a two-letter country code.'));

const query: ParamRule = (value) => {
  const trimmed = value.trim();
  if (!trimmed) return fail('Parameter "query" must not be empty.');
  if (trimmed.length > 200) return fail('Parameter "query" must be at most 200 characters.');
  return trimmed;
};

const boolean =
  (name: string): ParamRule =>
  (value) =>
    value === 'true' || value === 'false' ? value : fail(`Parameter "${name}" must be true or false.`);

/** TMDb: comma means all of the genres, pipe means any of them. */
const genreIds: ParamRule = (value) =>
  /^\d{1,6}([,|]\d{1,6}){0,9}$/.test(value) ? value : fail('Parameter "with_genres" must be genre ids separated by , or |.');

const sortBy: ParamRule = (value) => {
  // Both names are accepted and kept as the app's shorter one (the offline catalog's); the live
  // client translates it back to the name TMDb documents for /discover/movie.
  const normalized = value.replace(/^primary_release_date\./, 'release_date.');
  return (DISCOVER_SORTS as readonly string[]).includes(normalized)
    ? normalized
    : fail(`Parameter "sort_by" must be one of ${DISCOVER_SORTS.join(', ')}.`);
};

const appendToResponse: ParamRule = (value) => {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.filter((part) => !(APPENDABLE as readonly string[]).includes(part));
  if (parts.length === 0 || unknown.length > 0) {
    return fail(`Parameter "append_to_response" accepts only ${APPENDABLE.join(', ')}.`);
  }
  return [...new Set(parts)].join(',');
};

const year = integerIn('year', 1870, 2200);

const listParams = { page, language, region };
const ID = '([1-9]\\d{0,9})';

const RULES: readonly RouteRule[] = [
  { route: 'movie/popular', pattern: /^\/movie\/popular$/, params: listParams },
  { route: 'movie/top_rated', pattern: /^\/movie\/top_rated$/, params: listParams },
  { route: 'movie/now_playing', pattern: /^\/movie\/now_playing$/, params: listParams },
  { route: 'movie/upcoming', pattern: /^\/movie\/upcoming$/, params: listParams },
  { route: 'trending/movie/week', pattern: /^\/trending\/movie\/week$/, params: { page, language } },
  {
    route: 'movie/details',
    pattern: new RegExp(`^/movie/${ID}$`),
    params: { append_to_response: appendToResponse, language },
  },
  { route: 'movie/credits', pattern: new RegExp(`^/movie/${ID}/credits$`), params: { language } },
  { route: 'movie/recommendations', pattern: new RegExp(`^/movie/${ID}/recommendations$`), params: { page, language } },
  { route: 'movie/similar', pattern: new RegExp(`^/movie/${ID}/similar$`), params: { page, language } },
  {
    route: 'search/movie',
    pattern: /^\/search\/movie$/,
    params: {
      query,
      page,
      language,
      region,
      year,
      primary_release_year: integerIn('primary_release_year', 1870, 2200),
      include_adult: boolean('include_adult'),
    },
    required: ['query'],
  },
  { route: 'genre/movie/list', pattern: /^\/genre\/movie\/list$/, params: { language } },
  {
    route: 'discover/movie',
    pattern: /^\/discover\/movie$/,
    params: {
      page,
      language,
      region,
      with_genres: genreIds,
      year,
      primary_release_year: integerIn('primary_release_year', 1870, 2200),
      'vote_average.gte': rating('vote_average.gte'),
      'vote_average.lte': rating('vote_average.lte'),
      sort_by: sortBy,
      include_adult: boolean('include_adult'),
    },
  },
  { route: 'configuration', pattern: /^\/configuration$/, params: {} },
];

function toParamString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** Validates the `{path, params}` body of a proxy call. */
export function checkAllowList(body: unknown): AllowListResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'Request body must be a JSON object with "path" and "params".' };
  }
  const { path: rawPath, params: rawParams } = body as { path?: unknown; params?: unknown };
  if (typeof rawPath !== 'string' || rawPath.length === 0 || rawPath.length > 100) {
    return { ok: false, error: 'Field "path" must be a non-empty string.' };
  }
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const rule = RULES.find((candidate) => candidate.pattern.test(path));
  if (!rule) return { ok: false, error: `Path not allowed: ${path.slice(0, 100)}` };

  if (rawParams !== undefined && rawParams !== null && (typeof rawParams !== 'object' || Array.isArray(rawParams))) {
    return { ok: false, error: 'Field "params" must be an object.' };
  }
  const params: Record<string, string> = {};
  for (const [name, rawValue] of Object.entries((rawParams ?? {}) as Record<string, unknown>)) {
    // Clients build params from optional filters; an absent value is not a request for one.
    if (rawValue === undefined || rawValue === null) continue;
    const check = Object.hasOwn(rule.params, name) ? rule.params[name] : undefined;
    if (!check) return { ok: false, error: `Parameter not allowed for ${path}: ${name.slice(0, 50)}` };
    const value = toParamString(rawValue);
    if (value === undefined) return { ok: false, error: `Parameter "${name}" must be a string or a number.` };
    const checked = check(value);
    if (typeof checked !== 'string') return { ok: false, error: checked.error };
    params[name] = checked;
  }
  for (const name of rule.required ?? []) {
    if (!(name in params)) return { ok: false, error: `Parameter "${name}" is required for ${path}.` };
  }

  const idMatch = rule.pattern.exec(path);
  const request: TmdbRequest = { route: rule.route, path, params };
  if (idMatch?.[1]) request.movieId = Number(idMatch[1]);
  return { ok: true, request };
}
