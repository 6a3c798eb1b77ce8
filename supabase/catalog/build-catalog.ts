/**
 * Turns vega-datasets' movie records into the TMDb-shaped offline catalog. Pure and
 * deterministic: the same records give the same ids, dates and orderings in Node and in Deno.
 */
import { DISCOVER_SORTS, type DiscoverSort } from '../functions/_shared/tmdb-routes.ts';
import type { Catalog, CatalogMovie, ProductionCompany, SearchKeys } from './catalog-types.ts';
import { ENGLISH_TITLES } from './english-titles.ts';
import { composeOverview, composeTagline, normalizeText, repairTitle } from './movie-text.ts';
import { popularityOf, trendingScoreOf } from './popularity.ts';
import type { RawMovie } from './raw-movie.ts';
import { correctCentury, epochDayToIso, latestDenseYear, parseReleaseDate, toEpochDay, toIsoDate, type DayDate } from './release-dates.ts';
import { assignStableIds, nameId } from './stable-ids.ts';
import { TMDB_MOVIE_GENRES, genresFor } from './tmdb-genres.ts';

/** How many of the latest releases lie after the pinned "today": three pages of Coming Soon. */
export const UPCOMING_TARGET = 60;
/** Now playing: released within six weeks before "today". */
export const NOW_PLAYING_DAYS = 42;
/** Top rated ignores films too few people rated (IMDb votes; the median film has ~15,000). */
export const TOP_RATED_MIN_VOTES = 5_000;

/** The key an id is derived from: the data set's own title and date, before any repair. */
export function movieKey(raw: RawMovie): string {
  return `${raw.Title}|${raw['Release Date'] ?? ''}`;
}

function pinnedToday(days: readonly (number | null)[]): number {
  const known = days.filter((day): day is number => day !== null).sort((a, b) => b - a);
  return known[Math.min(UPCOMING_TARGET, known.length - 1)] ?? 0;
}

const ARTICLE = /^(the|a|an) /;

function searchKeys(normalized: string): SearchKeys {
  return { title: normalized, bare: normalized.replace(ARTICLE, ''), words: normalized.split(' '), compact: normalized.replace(/ /g, '') };
}

function byThenId<T extends CatalogMovie>(compare: (a: T, b: T) => number) {
  return (a: T, b: T) => compare(a, b) || a.id - b.id;
}

const releaseAsc = (a: CatalogMovie, b: CatalogMovie) =>
  (a.releaseDay ?? Number.MAX_SAFE_INTEGER) - (b.releaseDay ?? Number.MAX_SAFE_INTEGER);
const releaseDesc = (a: CatalogMovie, b: CatalogMovie) =>
  (b.releaseDay ?? Number.MIN_SAFE_INTEGER) - (a.releaseDay ?? Number.MIN_SAFE_INTEGER);
const titleAsc = (a: CatalogMovie, b: CatalogMovie) => (a.search.title < b.search.title ? -1 : a.search.title > b.search.title ? 1 : 0);

const SORTS: Record<DiscoverSort, (a: CatalogMovie, b: CatalogMovie) => number> = {
  'popularity.desc': (a, b) => b.popularity - a.popularity,
  'popularity.asc': (a, b) => a.popularity - b.popularity,
  'vote_average.desc': (a, b) => b.voteAverage - a.voteAverage || b.voteCount - a.voteCount,
  'vote_average.asc': (a, b) => a.voteAverage - b.voteAverage || b.voteCount - a.voteCount,
  'release_date.desc': releaseDesc,
  'release_date.asc': releaseAsc,
  'title.asc': titleAsc,
  'title.desc': (a, b) => titleAsc(b, a),
};

export function buildCatalog(records: readonly RawMovie[]): Catalog {
  const rawDates = records.map((raw) => parseReleaseDate(raw['Release Date']));
  const denseYear = latestDenseYear(rawDates);
  const dates: (DayDate | null)[] = rawDates.map((date) => (date ? correctCentury(date, denseYear) : null));
  const days = dates.map((date) => (date ? toEpochDay(date) : null));
  const today = pinnedToday(days);
  const ids = assignStableIds(records.map(movieKey));
  const companies = new Map<string, ProductionCompany>();

  const movies: CatalogMovie[] = [];
  const seen = new Set<number>();
  records.forEach((raw, index) => {
    const id = ids.get(movieKey(raw));
    if (id === undefined || seen.has(id)) return; // an exact duplicate record
    seen.add(id);
    const date = dates[index] ?? null;
    const releaseDay = days[index] ?? null;
    const ageDays = releaseDay === null ? null : today - releaseDay;
    const originalTitle = repairTitle(raw.Title);
    const title = ENGLISH_TITLES[originalTitle] ?? originalTitle;
    const revenue = raw['Worldwide Gross'] || raw['US Gross'] || 0;
    const voteCount = raw['IMDB Votes'] ?? 0;
    const popularity = popularityOf({ voteCount, revenue, ageDays });
    const normalized = normalizeText(title);
    const normalizedOriginal = normalizeText(originalTitle);
    let company: ProductionCompany | null = null;
    if (raw.Distributor) {
      company = companies.get(raw.Distributor) ?? {
        id: nameId('company', raw.Distributor),
        name: raw.Distributor,
        logo_path: null,
        origin_country: '',
      };
      companies.set(raw.Distributor, company);
    }
    const genres = genresFor(raw['Major Genre'], raw['Creative Type']);
    movies.push({
      id,
      title,
      originalTitle,
      releaseDate: date ? toIsoDate(date) : '',
      releaseDay,
      year: date ? date.year : null,
      genres,
      genreIds: genres.map((genre) => genre.id),
      runtime: raw['Running Time min'] ?? 0,
      budget: raw['Production Budget'] ?? 0,
      revenue,
      voteAverage: raw['IMDB Rating'] ?? 0,
      voteCount,
      popularity,
      trendingScore: trendingScoreOf(popularity, ageDays),
      status: ageDays === null || ageDays >= 0 ? 'Released' : ageDays >= -180 ? 'Post Production' : 'In Production',
      overview: composeOverview({ title, year: date ? date.year : null, raw, revenue }),
      tagline: composeTagline(raw),
      director: raw.Director,
      company,
      source: raw.Source,
      creativeType: raw['Creative Type'],
      mpaaRating: raw['MPAA Rating'],
      search: searchKeys(normalized),
      originalSearch: originalTitle === title ? null : searchKeys(normalizedOriginal),
    });
  });

  const sorted = {} as Record<DiscoverSort, CatalogMovie[]>;
  for (const sort of DISCOVER_SORTS) sorted[sort] = [...movies].sort(byThenId(SORTS[sort]));
  const popular = sorted['popularity.desc'];
  const isReleased = (movie: CatalogMovie) => movie.releaseDay !== null && movie.releaseDay <= today;
  const latest = movies.reduce((max, movie) => Math.max(max, movie.releaseDay ?? max), today);
  const usedGenres = new Set(movies.flatMap((movie) => movie.genreIds));

  return {
    movies,
    byId: new Map(movies.map((movie) => [movie.id, movie])),
    today,
    todayIso: epochDayToIso(today),
    popular,
    topRated: sorted['vote_average.desc'].filter((movie) => isReleased(movie) && movie.voteCount >= TOP_RATED_MIN_VOTES),
    trending: movies
      .filter((movie) => movie.releaseDay !== null && movie.releaseDay <= today + 7)
      .sort(byThenId((a, b) => b.trendingScore - a.trendingScore || b.popularity - a.popularity)),
    nowPlaying: popular.filter(
      (movie) => movie.releaseDay !== null && movie.releaseDay <= today && movie.releaseDay > today - NOW_PLAYING_DAYS,
    ),
    nowPlayingDates: { minimum: epochDayToIso(today - NOW_PLAYING_DAYS + 1), maximum: epochDayToIso(today) },
    upcoming: popular.filter((movie) => movie.releaseDay !== null && movie.releaseDay > today),
    upcomingDates: { minimum: epochDayToIso(today + 1), maximum: epochDayToIso(latest) },
    sorted,
    genres: TMDB_MOVIE_GENRES.filter((genre) => usedGenres.has(genre.id)),
  };
}
