/**
 * The Letterboxd files from the user's data (ratings.csv, reviews.csv, watchlist.csv, diary.csv,
 * watched.csv and lists/{slug}.csv), read once per kind (`collectUserData`). Each
 * film is named as Letterboxd knows it when it came from Letterboxd (`letterboxd_films`), else by
 * the title its favorites or watchlist row holds; only a reviewed movie found in none of them is
 * looked up through the movie service (a few at a time). tmdbID is written only when the data
 * source's ids are TMDb's (`servesTmdbIds`): the offline catalog's would name other films.
 */
import { getDataClock, getMovieDetails, servesTmdbIds, type TmdbClient } from '@marquee/shared/tmdb';
import { runPool } from '../match/run-pool';
import { MATCH_CONCURRENCY } from '../match/match-films';
import type { UserData } from './collect-data';
import { diaryCsv, listCsv, ratingsCsv, reviewsCsv, watchedCsv, watchlistCsv, type LetterboxdIdentity } from './letterboxd-csv';

/** A film's title and its release date, or only its year as Letterboxd gives it: the CSV keeps the year. */
interface FilmName {
  title: string;
  release_date: string | null;
}

export async function letterboxdFiles(client: TmdbClient, data: UserData, signal: AbortSignal): Promise<Record<string, string>> {
  // A proxy that cannot say which data it serves gets no tmdbID: title and year still match.
  const tmdbIds = await getDataClock(client).then(servesTmdbIds, () => false);
  const letterboxd = new Map(data.letterboxd_films.map((film) => [film.movie_id, film]));
  const names = new Map<number, FilmName>();
  for (const row of [...data.favorites, ...data.watchlist]) names.set(row.movie_id, row);
  for (const row of [...data.diary, ...data.watched]) names.set(row.tmdb_id, row);
  for (const film of data.letterboxd_films)
    names.set(film.movie_id, { title: film.title, release_date: film.year === null ? null : String(film.year) });

  const listed = data.lists.flatMap((list) => list.films.map(({ tmdb_id }) => tmdb_id));
  const missing = [...new Set([...data.reviews.map((review) => review.movie_id), ...listed].filter((id) => !names.has(id)))];
  await runPool(
    missing,
    MATCH_CONCURRENCY,
    async (id) => {
      const movie = await getMovieDetails(id, { full: false }, client).catch(() => null);
      if (movie) names.set(id, { title: movie.title, release_date: movie.release_date || null });
    },
    { signal },
  );

  const identity = (movieId: number): LetterboxdIdentity => ({
    tmdb_id: tmdbIds ? movieId : null,
    letterboxd_uri: letterboxd.get(movieId)?.letterboxd_uri ?? null,
  });
  const named = (movieId: number): FilmName => names.get(movieId) ?? { title: '', release_date: null };
  const reviews = data.reviews.map((review) => ({ ...review, ...named(review.movie_id), ...identity(review.movie_id) }));
  const watchlist = data.watchlist.map((entry) => ({ ...entry, ...named(entry.movie_id), ...identity(entry.movie_id) }));
  const lists = data.lists.map((list) => ({
    ...list,
    films: list.films.map(({ tmdb_id }) => ({ ...named(tmdb_id), ...identity(tmdb_id) })),
  }));
  return {
    'ratings.csv': ratingsCsv(reviews.filter((review) => review.review_text === null)),
    'reviews.csv': reviewsCsv(reviews.filter((review) => review.review_text !== null)),
    'watchlist.csv': watchlistCsv(watchlist),
    'diary.csv': diaryCsv(data.diary.map((entry) => ({ ...entry, ...identity(entry.tmdb_id) }))),
    'watched.csv': watchedCsv(data.watched.map((film) => ({ ...film, ...identity(film.tmdb_id) }))),
    ...Object.fromEntries(lists.map((list) => [`lists/${list.slug}.csv`, listCsv(list)])),
  };
}
