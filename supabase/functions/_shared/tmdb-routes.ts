/**
 * The TMDb v3 paths the proxy accepts, shared by the allow-list, the live
 * client and the offline catalog so that every route is named in one place.
 */

export type TmdbRoute =
  | 'movie/popular'
  | 'movie/top_rated'
  | 'trending/movie/week'
  | 'movie/now_playing'
  | 'movie/upcoming'
  | 'movie/details'
  | 'movie/credits'
  | 'movie/recommendations'
  | 'movie/similar'
  | 'search/movie'
  | 'genre/movie/list'
  | 'discover/movie'
  | 'configuration';

/** A request that passed the allow-list: the canonical path and string-valued parameters. */
export interface TmdbRequest {
  route: TmdbRoute;
  /** Canonical TMDb path with a leading slash, e.g. `/movie/550/credits`. */
  path: string;
  /** Movie id for the `movie/{id}` family. */
  movieId?: number;
  params: Record<string, string>;
}

/** What TMDb (or the offline catalog standing in for it) answered. */
export interface TmdbResponse {
  status: number;
  body: unknown;
}

export const PAGE_SIZE = 20;
/** TMDb refuses pages beyond 500. */
export const MAX_PAGE = 500;

export const DISCOVER_SORTS = [
  'popularity.desc',
  'popularity.asc',
  'vote_average.desc',
  'vote_average.asc',
  'release_date.desc',
  'release_date.asc',
  'title.asc',
  'title.desc',
] as const;

export type DiscoverSort = (typeof DISCOVER_SORTS)[number];

export const APPENDABLE = ['credits', 'videos', 'images', 'recommendations'] as const;

/** TMDb's 404 body, as its API sends it. */
export const TMDB_NOT_FOUND_BODY = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
} as const;
