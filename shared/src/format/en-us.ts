/**
 * The en-US number and date formats Marquee prints, written out. The first Intl formatter a page
 * makes (or the first `toLocaleString`) loads the locale's data: 15–25 ms of the main thread at
 * full CPU speed, four times that on a phone, inside the render that prints the first date or
 * count (a movie's release date and budget, a search's result count, a member's join date).
 * These formats are fixed, en-US being Marquee's only locale, and each prints what Intl prints
 * for it (en-us.test.ts compares them).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A whole number with thousands separators (`12,345`), as `toLocaleString('en-US')`; rounds. */
export function groupDigits(value: number): string {
  const whole = Math.round(value);
  // Beyond 1e21 JavaScript prints numbers with an exponent: leave those to Intl.
  if (!Number.isFinite(whole) || Math.abs(whole) >= 1e21) return whole.toLocaleString('en-US');
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** US dollars without cents (`$160,000,000`, `-$5`), rounded half away from zero, as Intl. */
export function formatUsd(amount: number): string {
  const digits = groupDigits(Math.abs(amount));
  return amount < 0 && digits !== '0' ? `-$${digits}` : `$${digits}`;
}

/** `July 16, 2010`: the calendar day in UTC (`zone: 'utc'`) or in the visitor's zone (`'local'`). */
export function formatLongDate(date: Date, zone: 'utc' | 'local'): string {
  return zone === 'utc'
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** `June 2025`, the month in UTC. */
export function formatMonthYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
