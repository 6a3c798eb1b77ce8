/** Display formats: runtime, money, dates, rating, year. */
import { formatLongDate, formatUsd, groupDigits } from './en-us';

export const UNKNOWN = 'Unknown';
export const TBA = 'TBA';

/** `136` → `2h 16m`; under an hour just minutes; missing or 0 → `Unknown`. */
export function formatRuntime(minutes: number | null | undefined): string {
  if (!minutes || !Number.isFinite(minutes) || minutes <= 0) return UNKNOWN;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}m`;
  return `${hours}h ${rest}m`;
}

/**
 * An Intl formatter made on first use, not when its module loads: the first Intl formatter of a
 * page loads locale data, ~15 ms of the page's start-up at full CPU speed, on pages that may
 * never print a date.
 */
export function lazyFormatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** US dollars without decimals (`$160,000,000`); 0 or missing → `Unknown`. */
export function formatMoney(amount: number | null | undefined): string {
  if (!amount || !Number.isFinite(amount)) return UNKNOWN;
  return formatUsd(amount);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * TMDb dates are calendar days, not instants: read them as UTC and print them in UTC, or a
 * visitor west of Greenwich would see the day before.
 */
export function parseReleaseDate(date: string | null | undefined): Date | null {
  const match = date ? ISO_DATE.exec(date) : null;
  if (!match) return null;
  const parsed = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** en-US long date (`July 16, 2010`); missing → `TBA`. */
export function formatDate(date: string | null | undefined): string {
  const parsed = parseReleaseDate(date);
  return parsed ? formatLongDate(parsed, 'utc') : TBA;
}

/** Year of release, or `TBA` when TMDb has no date yet. */
export function formatYear(date: string | null | undefined): string {
  const parsed = parseReleaseDate(date);
  return parsed ? String(parsed.getUTCFullYear()) : TBA;
}

/** Rating to one decimal (`7.0`, `8.3`); missing → `0.0`, as TMDb reports unrated films. */
export function formatRating(rating: number | null | undefined): string {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? rating : 0;
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** Vote counts read better grouped (`12,345 votes`). */
export function formatVoteCount(count: number | null | undefined): string {
  const value = count ?? 0;
  return `${groupDigits(value)} ${value === 1 ? 'vote' : 'votes'}`;
}

/** Today as `YYYY-MM-DD` in the visitor's own calendar. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The day before an ISO date, `YYYY-MM-DD`. */
export function dayBefore(date: string): string {
  const parsed = parseReleaseDate(date);
  if (!parsed) return date;
  return new Date(parsed.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Whether a film is still to come. `today` defaults to the visitor's date; the offline catalog
 * pins its own "today", which a page can pass instead (from a list's `dates` window).
 */
export function isFutureRelease(date: string | null | undefined, today: string = todayIso()): boolean {
  const parsed = parseReleaseDate(date);
  const reference = parseReleaseDate(today);
  if (!parsed || !reference) return false;
  return parsed.getTime() > reference.getTime();
}
