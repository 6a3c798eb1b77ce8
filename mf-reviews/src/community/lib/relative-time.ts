/** "2 hours ago", "yesterday", "3 months ago": how long ago a moment was, in en-US words. */
import { lazyFormatter } from '@marquee/shared/format';

const formatter = lazyFormatter(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatter().format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
