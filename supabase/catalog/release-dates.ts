/**
 * Release dates arrive as `Jun 12 1998`. Some years came out a century late in the data set
 * (`Gone with the Wind`, `Dec 15 2039`); those are moved back a century.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;

export interface DayDate {
  year: number;
  month: number;
  day: number;
}

export function parseReleaseDate(text: string | null): DayDate | null {
  const match = text ? /^([A-Z][a-z]{2}) (\d{1,2}) (\d{4})$/.exec(text) : null;
  if (!match) return null;
  const month = MONTHS.indexOf(match[1] ?? '') + 1;
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month < 1 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/**
 * The last year in which the data is dense: its compilation year. A year more than one past it
 * cannot be a real release date in this data, so it is a century parsing error.
 */
export function latestDenseYear(dates: readonly (DayDate | null)[], minimumFilms = 20): number {
  const counts = new Map<number, number>();
  for (const date of dates) if (date) counts.set(date.year, (counts.get(date.year) ?? 0) + 1);
  let latest = 0;
  for (const [year, count] of counts) if (count >= minimumFilms && year > latest) latest = year;
  return latest;
}

export function correctCentury(date: DayDate, denseYear: number): DayDate {
  return date.year > denseYear + 1 ? { ...date, year: date.year - 100 } : date;
}

export function toIsoDate(date: DayDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** Days since 1970-01-01, so dates compare and subtract as plain numbers. */
export function toEpochDay(date: DayDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / DAY_MS);
}

export function epochDayToIso(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}
