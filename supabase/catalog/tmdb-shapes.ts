/** Catalog movies rendered in TMDb v3's response shapes. */
import { MAX_PAGE, PAGE_SIZE } from '../functions/_shared/tmdb-routes.ts';
import type { CatalogMovie } from './catalog-types.ts';
import { creditId, nameId } from './stable-ids.ts';

export interface TmdbListItem {
  adult: false;
  backdrop_path: string;
  genre_ids: number[];
  id: number;
  original_language: string;
  original_title: string;
  overview: string;
  popularity: number;
  poster_path: string;
  release_date: string;
  title: string;
  video: false;
  vote_average: number;
  vote_count: number;
}

export interface TmdbPage {
  page: number;
  results: TmdbListItem[];
  total_pages: number;
  total_results: number;
}

export const posterPath = (id: number) => `/poster-${id}.svg`;
export const backdropPath = (id: number) => `/backdrop-${id}.svg`;

export function toListItem(movie: CatalogMovie): TmdbListItem {
  return {
    adult: false,
    backdrop_path: backdropPath(movie.id),
    genre_ids: [...movie.genreIds],
    id: movie.id,
    // The data set is US box-office data; it records no language.
    original_language: 'en',
    original_title: movie.originalTitle,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: posterPath(movie.id),
    release_date: movie.releaseDate,
    title: movie.title,
    video: false,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
  };
}

/** One page of 20, with TMDb's paging fields (it never reports more than 500 pages). */
export function toPage(movies: readonly CatalogMovie[], page: number): TmdbPage {
  const start = (page - 1) * PAGE_SIZE;
  return {
    page,
    results: movies.slice(start, start + PAGE_SIZE).map(toListItem),
    total_pages: Math.min(Math.ceil(movies.length / PAGE_SIZE), MAX_PAGE),
    total_results: movies.length,
  };
}

export function toCredits(movie: CatalogMovie) {
  // The data names no actors; an empty cast is the honest answer.
  const crew = movie.director
    ? [
        {
          adult: false,
          gender: 0,
          id: nameId('person', movie.director),
          known_for_department: 'Directing',
          name: movie.director,
          original_name: movie.director,
          popularity: 0,
          profile_path: null,
          credit_id: creditId(`${movie.id}:director`),
          department: 'Directing',
          job: 'Director',
        },
      ]
    : [];
  return { cast: [] as never[], crew };
}

export function toDetails(movie: CatalogMovie) {
  const item = toListItem(movie);
  return {
    adult: false,
    backdrop_path: item.backdrop_path,
    belongs_to_collection: null,
    budget: movie.budget,
    genres: movie.genres,
    homepage: '',
    id: movie.id,
    imdb_id: null,
    original_language: item.original_language,
    original_title: item.original_title,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: item.poster_path,
    production_companies: movie.company ? [movie.company] : [],
    production_countries: [],
    release_date: movie.releaseDate,
    revenue: movie.revenue,
    runtime: movie.runtime,
    spoken_languages: [],
    status: movie.status,
    tagline: movie.tagline,
    title: movie.title,
    video: false,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
  };
}

export const EMPTY_VIDEOS = { results: [] as never[] };
export const EMPTY_IMAGES = { backdrops: [] as never[], logos: [] as never[], posters: [] as never[] };
