/**
 * The diary, watched films and lists of an export, once their films are matched: what the
 * preview counts and the import writes. A row whose film was not found is left out and counted.
 */
import type { FilmMatch, MatchedMovie } from '../match/match-films';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import {
  journalFilms,
  type LetterboxdDiaryEntry,
  type LetterboxdJournal,
  type LetterboxdList,
  type LetterboxdWatchedFilm,
} from '../parse/letterboxd-journal';

export interface JournalPlan {
  diary: { entry: LetterboxdDiaryEntry; movie: MatchedMovie }[];
  watched: { film: LetterboxdWatchedFilm; movie: MatchedMovie }[];
  lists: { list: LetterboxdList; movies: MatchedMovie[] }[];
  /** What the export holds, found or not: the preview's counts. */
  counts: { diary: number; watched: number; lists: number };
  /** Diary entries, watched films and list films whose film was not found. */
  missing: number;
  /** Diary entries past a day's limit in the export itself: left out. */
  overDayLimit: number;
}

/** A diary holds at most this many entries a member a day (the database's limit). */
export const DIARY_ENTRIES_A_DAY = 30;

export const EMPTY_JOURNAL_PLAN: JournalPlan = {
  diary: [],
  watched: [],
  lists: [],
  counts: { diary: 0, watched: 0, lists: 0 },
  missing: 0,
  overDayLimit: 0,
};

/** The journal's films that no ratings, reviews or watchlist row names: matched too. */
export function journalOnlyFilms(journal: LetterboxdJournal, films: readonly LetterboxdFilm[]): LetterboxdFilm[] {
  const known = new Set(films.map(({ key }) => key));
  return journalFilms(journal)
    .filter(({ key }) => !known.has(key))
    .map(({ key, name, year, letterboxdUri }) => ({
      key,
      name,
      year,
      tmdbId: null,
      letterboxdUri,
      rating: null,
      review: null,
      spoilers: false,
      watchlist: false,
      date: null,
    }));
}

export function planJournal(journal: LetterboxdJournal, matches: readonly FilmMatch[]): JournalPlan {
  const movies = new Map(matches.flatMap(({ film, movie }) => (movie ? [[film.key, movie] as const] : [])));
  let missing = 0;
  function found<T>(rows: readonly T[], keyOf: (row: T) => string): { row: T; movie: MatchedMovie }[] {
    return rows.flatMap((row) => {
      const movie = movies.get(keyOf(row));
      if (!movie) missing += 1;
      return movie ? [{ row, movie }] : [];
    });
  }
  const diary = found(journal.diary, ({ film }) => film.key).map(({ row, movie }) => ({ entry: row, movie }));
  const watched = found(journal.watched, ({ film }) => film.key).map(({ row, movie }) => ({ film: row, movie }));
  const lists = journal.lists.map((list) => {
    const seen = new Set<number>();
    const listed = found(list.films, ({ film }) => film.key)
      .map(({ movie }) => movie)
      .filter((movie) => !seen.has(movie.id) && seen.add(movie.id));
    return { list, movies: listed.slice(0, 500) };
  });
  const perDay = new Map<string, number>();
  for (const { entry } of diary) perDay.set(entry.watchedOn, (perDay.get(entry.watchedOn) ?? 0) + 1);
  const overDayLimit = [...perDay.values()].reduce((sum, n) => sum + Math.max(0, n - DIARY_ENTRIES_A_DAY), 0);
  return {
    diary,
    watched,
    lists,
    counts: { diary: journal.diary.length, watched: journal.watched.length, lists: journal.lists.length },
    missing,
    overDayLimit,
  };
}

export function journalWritesAnything(plan: JournalPlan): boolean {
  return plan.diary.length > 0 || plan.watched.length > 0 || plan.lists.length > 0;
}
