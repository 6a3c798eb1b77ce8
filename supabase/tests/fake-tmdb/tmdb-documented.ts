/**
 * What TMDb's v3 reference documents, as data for the fake server: the error bodies of its
 * "Errors" table (`{success: false, status_code, status_message}` with the HTTP status the
 * table pairs with each code), and the value rules the fake enforces on the calls it serves.
 */

export interface TmdbErrorBody {
  success: false;
  status_code: number;
  status_message: string;
}

const error = (status_code: number, status_message: string): TmdbErrorBody => ({ success: false, status_code, status_message });

/** TMDb error code → [HTTP status, body]. */
export const TMDB_ERRORS = {
  invalidService: [501, error(2, 'Invalid service: this service does not exist.')],
  authenticationFailed: [401, error(3, 'Authentication failed: You do not have permissions to access the service.')],
  invalidFormat: [405, error(4, "Invalid format: This service doesn't exist in that format.")],
  invalidParameters: [422, error(5, 'Invalid parameters: Your request parameters are incorrect.')],
  invalidId: [404, error(6, 'Invalid id: The pre-requisite id is invalid or not found.')],
  invalidApiKey: [401, error(7, 'Invalid API key: You must be granted a valid key.')],
  serviceOffline: [503, error(9, 'Service offline: This service is temporarily offline, try again later.')],
  suspendedApiKey: [401, error(10, 'Suspended API key: Access to your account has been suspended, contact TMDB.')],
  internalError: [500, error(11, 'Internal error: Something went wrong, contact TMDB.')],
  invalidAcceptHeader: [406, error(19, 'Invalid accept header.')],
  invalidPage: [400, error(22, 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.')],
  backendTimeout: [504, error(24, 'Your request to the backend server timed out. Try again.')],
  rateLimited: [429, error(25, 'Your request count (#) is over the allowed limit of (40).')],
  notFound: [404, error(34, 'The resource you requested could not be found.')],
  backendUnreachable: [502, error(43, "Couldn't connect to the backend server.")],
  maintenance: [503, error(46, 'API undergoing maintenance. Try again later.')],
} as const satisfies Record<string, readonly [number, TmdbErrorBody]>;

export type TmdbErrorName = keyof typeof TMDB_ERRORS;

/** `sort_by` values the reference lists for `/discover/movie`. */
export const DISCOVER_MOVIE_SORTS: ReadonlySet<string> = new Set(
  ['original_title', 'popularity', 'revenue', 'primary_release_date', 'title', 'vote_average', 'vote_count'].flatMap((field) => [
    `${field}.asc`,
    `${field}.desc`,
  ]),
);

/** Query parameters the reference lists per path (besides the credential `api_key`). */
export const DOCUMENTED_PARAMS: readonly (readonly [RegExp, ReadonlySet<string>])[] = [
  [/^\/movie\/(popular|top_rated|now_playing|upcoming)$/, new Set(['language', 'page', 'region'])],
  [/^\/trending\/movie\/(day|week)$/, new Set(['language', 'page'])],
  [/^\/movie\/\d+$/, new Set(['append_to_response', 'language'])],
  [/^\/movie\/\d+\/credits$/, new Set(['language'])],
  [/^\/movie\/\d+\/(recommendations|similar)$/, new Set(['language', 'page'])],
  [/^\/search\/movie$/, new Set(['query', 'include_adult', 'language', 'primary_release_year', 'page', 'region', 'year'])],
  [/^\/genre\/movie\/list$/, new Set(['language'])],
  [
    /^\/discover\/movie$/,
    new Set([
      'certification',
      'certification.gte',
      'certification.lte',
      'certification_country',
      'include_adult',
      'include_video',
      'language',
      'page',
      'primary_release_year',
      'primary_release_date.gte',
      'primary_release_date.lte',
      'region',
      'release_date.gte',
      'release_date.lte',
      'sort_by',
      'vote_average.gte',
      'vote_average.lte',
      'vote_count.gte',
      'vote_count.lte',
      'watch_region',
      'with_cast',
      'with_companies',
      'with_crew',
      'with_genres',
      'with_keywords',
      'with_origin_country',
      'with_original_language',
      'with_people',
      'with_release_type',
      'with_runtime.gte',
      'with_runtime.lte',
      'with_watch_monetization_types',
      'with_watch_providers',
      'without_companies',
      'without_genres',
      'without_keywords',
      'without_watch_providers',
      'year',
    ]),
  ],
  [/^\/configuration$/, new Set()],
];
