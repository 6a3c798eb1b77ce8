/**
 * TMDb v3 response shapes as Marquee reads them. Only fields the app uses or
 * TMDb always sends are required; the rest are optional so the offline catalog and the live API
 * both satisfy them.
 */

export interface Genre {
  id: number;
  name: string;
}

/** A movie as list endpoints return it (popular, search, discover, ...). */
export interface Movie {
  id: number;
  title: string;
  original_title?: string;
  overview: string;
  poster_path: string | null;
  backdrop_path: string | null;
  /** `YYYY-MM-DD`, or empty when TMDb has no date yet. */
  release_date: string;
  vote_average: number;
  vote_count: number;
  genre_ids: number[];
  popularity?: number;
  adult?: boolean;
  original_language?: string;
  video?: boolean;
}

/** The release window TMDb reports with now playing and upcoming lists. */
export interface DateWindow {
  minimum: string;
  maximum: string;
}

export interface PagedResponse<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
  dates?: DateWindow;
}

export type MoviePage = PagedResponse<Movie>;

export interface ProductionCompany {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country?: string;
}

export interface CastMember {
  id: number;
  name: string;
  character: string;
  profile_path: string | null;
  order?: number;
  credit_id?: string;
}

export interface CrewMember {
  id: number;
  name: string;
  job: string;
  department: string;
  profile_path: string | null;
  credit_id?: string;
}

export interface Credits {
  id?: number;
  cast: CastMember[];
  crew: CrewMember[];
}

export interface Video {
  id: string;
  key: string;
  name: string;
  site: string;
  type: string;
  official?: boolean;
}

export interface ImageInfo {
  file_path: string;
  width: number;
  height: number;
  aspect_ratio: number;
  vote_average?: number;
}

export interface MovieImages {
  backdrops: ImageInfo[];
  posters: ImageInfo[];
  logos: ImageInfo[];
}

export type MovieStatus = 'Rumored' | 'Planned' | 'In Production' | 'Post Production' | 'Released' | 'Canceled';

/** `/movie/{id}`; the appended parts are present only when requested. */
export interface MovieDetails extends Omit<Movie, 'genre_ids'> {
  genre_ids?: number[];
  genres: Genre[];
  tagline: string | null;
  runtime: number | null;
  status: MovieStatus | string;
  budget: number;
  revenue: number;
  homepage?: string | null;
  imdb_id?: string | null;
  production_companies: ProductionCompany[];
  credits?: Credits;
  videos?: { results: Video[] };
  images?: MovieImages;
  recommendations?: MoviePage;
}

export interface GenreList {
  genres: Genre[];
}

export interface ImageConfiguration {
  base_url: string;
  secure_base_url: string;
  backdrop_sizes: string[];
  logo_sizes: string[];
  poster_sizes: string[];
  profile_sizes: string[];
  still_sizes: string[];
}

export interface Configuration {
  images: ImageConfiguration;
  change_keys: string[];
}

/** The lists Marquee browses, each one TMDb path. */
export type MovieListKind = 'popular' | 'top_rated' | 'trending' | 'upcoming';

/** Sort values of the search filters; `relevance` sends no sort at all. */
export type SortBy =
  | 'relevance'
  | 'popularity.desc'
  | 'popularity.asc'
  | 'vote_average.desc'
  | 'vote_average.asc'
  | 'release_date.desc'
  | 'release_date.asc'
  | 'title.asc'
  | 'title.desc';

/** Search filters. */
export interface SearchFilters {
  genre: number | null;
  year: number | null;
  minRating: number;
  maxRating: number;
  sortBy: SortBy;
}
