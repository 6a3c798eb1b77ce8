/**
 * A Letterboxd day (`YYYY-MM-DD`) as the moment Marquee stores: noon UTC, the same calendar day
 * in every time zone from UTC−11 to UTC+11. The database turns a moment still to come into now.
 */
export function sourceTimestamp(day: string): string {
  return `${day}T12:00:00Z`;
}
