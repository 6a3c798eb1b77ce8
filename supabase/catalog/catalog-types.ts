import type { DiscoverSort } from '../functions/_shared/tmdb-routes.ts';
import type { Genre } from './tmdb-genres.ts';

export interface ProductionCompany {
  id: number;
  name: string;
  logo_path: null;
  origin_country: string;
}

export interface CatalogMovie {
  id: number;
  /** TMDb's English title; the data set's own title when it is English. */
  title: string;
  /** The data set's title: the film's original title. */
  originalTitle: string;
  /** `YYYY-MM-DD`, or `''` when unknown (as TMDb does). */
  releaseDate: string;
  /** Days since the epoch, for date arithmetic; null when unknown. */
  releaseDay: number | null;
  year: number | null;
  genres: Genre[];
  genreIds: readonly number[];
  runtime: number;
  budget: number;
  revenue: number;
  voteAverage: number;
  voteCount: number;
  popularity: number;
  /** Popularity weighted by closeness to the catalog's "today". */
  trendingScore: number;
  status: 'Released' | 'Post Production' | 'In Production';
  overview: string;
  tagline: string;
  director: string | null;
  company: ProductionCompany | null;
  source: string | null;
  creativeType: string | null;
  mpaaRating: string | null;
  search: SearchKeys;
  /** The original title's keys, when it differs from the title: search finds either. */
  originalSearch: SearchKeys | null;
}

/** Pre-normalized title forms, so a search scans strings instead of normalizing 3,000 titles. */
export interface SearchKeys {
  title: string;
  /** Title without a leading article: "dark knight" for "The Dark Knight". */
  bare: string;
  words: readonly string[];
  /** Without spaces: a cheap first test for queries typed without them. */
  compact: string;
}

export interface DateWindow {
  minimum: string;
  maximum: string;
}

export interface Catalog {
  movies: readonly CatalogMovie[];
  byId: ReadonlyMap<number, CatalogMovie>;
  /** The pinned clock: the catalog's "today", in epoch days and ISO form. */
  today: number;
  todayIso: string;
  popular: readonly CatalogMovie[];
  topRated: readonly CatalogMovie[];
  trending: readonly CatalogMovie[];
  nowPlaying: readonly CatalogMovie[];
  nowPlayingDates: DateWindow;
  upcoming: readonly CatalogMovie[];
  upcomingDates: DateWindow;
  /** Every movie in each discover order, so a discover call filters without sorting. */
  sorted: Readonly<Record<DiscoverSort, readonly CatalogMovie[]>>;
  /** The TMDb genres at least one film has. */
  genres: readonly Genre[];
}
