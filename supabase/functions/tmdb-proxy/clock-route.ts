/**
 * `{path: "/marquee/clock"}`: the proxy's own "today", so the front end can offer release years
 * up to the current year with a TMDb key and up to the offline catalog's pinned date without one.
 * It is not a TMDb path: the proxy answers it itself and spends no TMDb request.
 */
export const CLOCK_PATH = '/marquee/clock';

export type ClockSource = 'tmdb' | 'offline-catalog';

export interface ClockData {
  /** The date the data is "as of", `YYYY-MM-DD` (UTC in live mode). */
  today: string;
  /** The year of `today`: the newest release year worth offering in filters. */
  year: number;
  source: ClockSource;
}

export function isClockPath(path: unknown): boolean {
  return path === CLOCK_PATH || path === CLOCK_PATH.slice(1);
}

export function clockData(todayIso: string, source: ClockSource): ClockData {
  return { today: todayIso, year: Number(todayIso.slice(0, 4)), source };
}

export function utcDateIso(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}
