/**
 * Answers an allow-listed TMDb request from the offline catalog, in TMDb's own shapes and
 * statuses, so the proxy treats it exactly like a live answer.
 */
import { TMDB_NOT_FOUND_BODY, type DiscoverSort, type TmdbRequest, type TmdbResponse } from '../functions/_shared/tmdb-routes.ts';
import type { Catalog, CatalogMovie } from './catalog-types.ts';
import { configurationBody } from './image-sizes.ts';
import { recommendationsFor, similarTo } from './related-movies.ts';
import { searchMovies } from './text-search.ts';
import { EMPTY_IMAGES, EMPTY_VIDEOS, toCredits, toDetails, toPage } from './tmdb-shapes.ts';

const ok = (body: unknown): TmdbResponse => ({ status: 200, body });
const notFound = (): TmdbResponse => ({ status: 404, body: { ...TMDB_NOT_FOUND_BODY } });

function pageOf(request: TmdbRequest): number {
  return Number(request.params.page ?? 1);
}

function releaseYearFilter(request: TmdbRequest): number | null {
  const year = request.params.primary_release_year ?? request.params.year;
  return year === undefined ? null : Number(year);
}

/** TMDb's with_genres: `28,12` means both genres, `28|12` either. */
function genreFilter(value: string | undefined): ((movie: CatalogMovie) => boolean) | null {
  if (!value) return null;
  const anyOf = value.includes('|');
  const ids = value.split(/[,|]/).map(Number);
  return (movie) => {
    for (const id of ids) {
      const has = movie.genreIds.includes(id);
      if (anyOf && has) return true;
      if (!anyOf && !has) return false;
    }
    return !anyOf;
  };
}

function discover(catalog: Catalog, request: TmdbRequest): CatalogMovie[] {
  const { params } = request;
  const sort = (params.sort_by ?? 'popularity.desc') as DiscoverSort;
  const year = releaseYearFilter(request);
  const minRating = params['vote_average.gte'] === undefined ? null : Number(params['vote_average.gte']);
  const maxRating = params['vote_average.lte'] === undefined ? null : Number(params['vote_average.lte']);
  const genres = genreFilter(params.with_genres);
  return catalog.sorted[sort].filter(
    (movie) =>
      (year === null || movie.year === year) &&
      (minRating === null || movie.voteAverage >= minRating) &&
      (maxRating === null || movie.voteAverage <= maxRating) &&
      (genres === null || genres(movie)),
  );
}

function search(catalog: Catalog, request: TmdbRequest): CatalogMovie[] {
  const year = releaseYearFilter(request);
  const found = searchMovies(catalog.popular, request.params.query ?? '');
  return year === null ? found : found.filter((movie) => movie.year === year);
}

function details(catalog: Catalog, movie: CatalogMovie, append: string | undefined) {
  const body: Record<string, unknown> = toDetails(movie);
  for (const part of append ? append.split(',') : []) {
    if (part === 'credits') body.credits = toCredits(movie);
    if (part === 'videos') body.videos = EMPTY_VIDEOS;
    if (part === 'images') body.images = EMPTY_IMAGES;
    if (part === 'recommendations') body.recommendations = toPage(recommendationsFor(movie, catalog.popular), 1);
  }
  return body;
}

export function answerFromCatalog(catalog: Catalog, request: TmdbRequest, imageBaseUrl: string): TmdbResponse {
  const page = pageOf(request);
  switch (request.route) {
    case 'movie/popular':
      return ok(toPage(catalog.popular, page));
    case 'movie/top_rated':
      return ok(toPage(catalog.topRated, page));
    case 'trending/movie/week':
      return ok(toPage(catalog.trending, page));
    case 'movie/now_playing':
      return ok({ dates: catalog.nowPlayingDates, ...toPage(catalog.nowPlaying, page) });
    case 'movie/upcoming':
      return ok({ dates: catalog.upcomingDates, ...toPage(catalog.upcoming, page) });
    case 'search/movie':
      return ok(toPage(search(catalog, request), page));
    case 'discover/movie':
      return ok(toPage(discover(catalog, request), page));
    case 'genre/movie/list':
      return ok({ genres: catalog.genres.map((genre) => ({ ...genre })) });
    case 'configuration':
      return ok(configurationBody(imageBaseUrl));
    case 'movie/details':
    case 'movie/credits':
    case 'movie/recommendations':
    case 'movie/similar': {
      const movie = request.movieId === undefined ? undefined : catalog.byId.get(request.movieId);
      if (!movie) return notFound();
      if (request.route === 'movie/credits') return ok({ id: movie.id, ...toCredits(movie) });
      if (request.route === 'movie/recommendations') return ok(toPage(recommendationsFor(movie, catalog.popular), page));
      if (request.route === 'movie/similar') return ok(toPage(similarTo(movie, catalog.popular), page));
      return ok(details(catalog, movie, request.params.append_to_response));
    }
  }
}
